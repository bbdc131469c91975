/** The cart page's own modals, by their name in the shared modal state. */
export const CART_MODALS = { oneClick: 'cart/one-click', checkoutPanel: 'cart/checkout-panel' } as const;
