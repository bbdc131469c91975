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

/**
 * The web vitals file runs a shop of its own too. A beacon sent as a page is left carries none of
 * the browser context's headers (no X-Forwarded-For, see browser.ts), so in the shared shop every
 * file's beacons come from 127.0.0.1 and share one client's vitals limit, 60 a minute.
 */
export const E2E_VITALS_PORT = E2E_PORT + 2;
export const E2E_VITALS_UPSTREAM_PORT = E2E_UPSTREAM_PORT + 2;

/** The traces file runs a shop of its own too: only that shop sends its spans to the file's receiver. */
export const E2E_TRACES_PORT = E2E_PORT + 7;
export const E2E_TRACES_UPSTREAM_PORT = E2E_UPSTREAM_PORT + 7;

/**
 * The new release's file runs a shop of its own too: it deploys a second build of the web app to
 * it while its shoppers' tabs are open, which would pull the build from under every other file.
 */
export const E2E_RELEASE_PORT = E2E_PORT + 8;
export const E2E_RELEASE_UPSTREAM_PORT = E2E_UPSTREAM_PORT + 8;
