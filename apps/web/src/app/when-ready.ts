let ready: Promise<void> | null = null;
let release = () => {};

/**
 * The app hydrates a page rendered on the server: what waits for the app to be ready (whenReady)
 * waits from now until it is, so it never competes with the screen's code.
 */
export function holdUntilReady(): void {
  ready = new Promise((resolve) => {
    release = resolve;
  });
}

/** The app is ready (app-ready.ts): what waits starts. */
export function releaseWhenReady(): void {
  release();
}

/**
 * Resolves once the app is ready, for code that its first screen does not need: at once where
 * nothing is hydrated (a page the app renders itself, a test).
 */
export const whenReady = (): Promise<void> => ready ?? Promise.resolve();
