/**
 * The shop's breakpoints (product-widgets-monitoring.md §9), in px. CSS cannot import these, so
 * each stylesheet that uses one writes the number with a comment naming it here; global.css lists
 * them all. "Under N" is `max-width: N - 1px`, "from N" is `min-width: N`.
 */
export const BREAKPOINTS = {
  /** Mobile is 320–989 px, desktop 990–1600 px: the compact layout and the stacked cart at 989 px and below. */
  compact: 990,
  /** Desktop side padding is 60 px, 20 px under this width. */
  desktopPadding: 1070,
  /** Lists of brands keep three columns from here, two below. */
  listColumns: 1102,
  /** Widgets take their wide variant (eight products a row) from here; the categories promo hides at this width. */
  wideDesktop: 1574,
  /** The categories promo's third column hides under this width. */
  promoThirdColumn: 1344,
  /**
   * The desktop header narrows under this width (the spec's 1375 breakpoint): no tagline, the
   * city as its pin, closer gaps. Its full row needs 1 215 px besides the side padding.
   */
  narrowHeader: 1375,
  /** Info modals change their layout under this width. */
  infoModal: 1270,
  /** Product page navigation breaks. */
  largeTablet: 768,
  productNavigation: 760,
  mediumTablet: 480,
  mobile: 360,
} as const;

/** `min-width` media query for a breakpoint. */
export const fromWidth = (px: number) => `(min-width: ${px}px)`;
