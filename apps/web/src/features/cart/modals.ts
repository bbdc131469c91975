/** The cart page's own modals, by their name in the shared modal state. */
export const CART_MODALS = { oneClick: 'cart/one-click', orderingPanel: 'cart/ordering-panel' } as const;
