/** product-widgets-monitoring.md §2: the full lists collapse at 990 px or less. */
export const COLLAPSED = '(max-width: 990px)';
