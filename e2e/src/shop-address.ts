/** Where the browser tests start the shop: ports of their own so a running shop is not disturbed. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);
export const E2E_UPSTREAM_PORT = Number(process.env.E2E_UPSTREAM_PORT ?? 4210);
export const baseURL = `http://127.0.0.1:${E2E_PORT}`;

/**
 * The sales board's file runs a shop of its own beside the others: the board shows every order
 * of its shop, and the other files order all the time.
 */
export const E2E_BOARD_PORT = E2E_PORT + 1;
export const E2E_BOARD_UPSTREAM_PORT = E2E_UPSTREAM_PORT + 1;
