import './app/global.css';
import webFontsHref from './app/fonts.css?url';
import { catchBrowserErrors } from './lib/browser-errors.ts';
import { loadChunk } from './lib/chunk-reload.ts';
import { loadWebFonts } from './lib/web-fonts.ts';
import { yieldToBrowser } from './lib/yield-to-browser.ts';

/**
 * The libraries the app is made of, in chunks of their own (vite.config.ts), each after those it
 * imports: a chunk's imports are evaluated in the same task as the chunk. Each step takes one named
 * export: a bare import() asks for the whole module, and the build would keep every export of the
 * library (react-router's server, session and RSC parts among them) for it.
 */
const libraries: Array<() => Promise<unknown>> = [
  () => import('react').then(({ createElement }) => createElement),
  () => import('react-dom/client').then(({ createRoot }) => createRoot),
  () => import('react-router').then(({ Router }) => Router),
  () => import('@tanstack/react-query').then(({ QueryClient }) => QueryClient),
];

/**
 * The app's code is evaluated in steps, each in a task of its own: React's DOM renderer, each library,
 * then the app (router, stores, layouts), then its start. One task for all of it would hold a phone's main
 * thread for a quarter of a second at once.
 */
async function boot() {
  catchBrowserErrors();
  loadWebFonts(webFontsHref);
  // Read statically so production builds drop the mocks entirely.
  if (import.meta.env.MODE === 'mocks') {
    const { worker } = await import('@shop/mocks/browser.ts');
    await worker.start({ onUnhandledRequest: 'bypass', quiet: true });
  }
  // The page the shopper opened waits for these: a chunk gone with a deploy reloads it (once a minute).
  for (const library of libraries) {
    await loadChunk(library);
    await yieldToBrowser();
  }
  const { startApp } = await loadChunk(() => import('./app/start.tsx'));
  await yieldToBrowser();
  await startApp();
}

void boot();
