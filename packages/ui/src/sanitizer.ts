// The sanitiser of server-supplied HTML (safe-html.tsx): a module of its own, so that code which only
// starts loading it (a link's preload) does not bring the component with it.
import type { DOMPurify as Purifier } from 'dompurify';

type Sanitize = (html: string) => string;

let sanitize: Sanitize | undefined;
let loading: Promise<void> | undefined;
const listeners = new Set<() => void>();

/**
 * The DOMPurify that sanitises from now on: the server's, over a DOM such as a jsdom window
 * (`DOMPurify(window)`), set once at the renderer's start. Without a DOM to sanitise in,
 * DOMPurify would hand the HTML back as it came: nothing is rendered instead.
 */
export function setSanitizer(purifier: Purifier): void {
  sanitize = (html) => (purifier.isSupported ? purifier.sanitize(html, { USE_PROFILES: { html: true } }) : '');
  for (const listener of listeners) listener();
}

/**
 * The browser's sanitiser comes in a chunk of its own, loaded when HTML first needs it: a page the
 * server rendered is hydrated without it (SafeHtml), so the first screen does not wait for it.
 */
export function loadSanitizer(): Promise<void> {
  loading ??= import('dompurify').then(
    ({ default: purifier }) => setSanitizer(purifier),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** SafeHtml renders again once the sanitiser is there. */
export const subscribeToSanitizer = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
export const currentSanitizer = () => sanitize;
