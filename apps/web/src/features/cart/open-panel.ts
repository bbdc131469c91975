/** ?openPanel on the cart's address opens the checkout panel once the cart is known. */
export const OPEN_PANEL_PARAM = 'openPanel';

/**
 * Where 'Оформить заказ' leads: a real address, so the button works the same followed before the
 * app has started (the server renders the cart, the app then opens the panel) as in the app.
 */
export const CHECKOUT_URL = `/cart/?${OPEN_PANEL_PARAM}=1`;
