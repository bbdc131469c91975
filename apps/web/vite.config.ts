import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import type { Rolldown } from 'vite';
import { endpointsInlined } from './endpoints-inlined.ts';
import { firstLoadBudget } from './first-load-budget.ts';
import { mockWorker } from './mock-worker.ts';
import { precompress } from './precompress.ts';
import { reactRouterPure } from './react-router-pure.ts';

const reactRouter = path.dirname(createRequire(import.meta.url).resolve('react-router/package.json'));

/**
 * react-router's exports name its development build under every condition (remix-run/react-router#14102):
 * the browser's build takes the production one, which drops the development warnings. Both entries
 * point into the same build, so they share one router context.
 */
const reactRouterProduction = [
  { find: /^react-router$/, replacement: path.join(reactRouter, 'dist/production/index.mjs') },
  { find: /^react-router\/dom$/, replacement: path.join(reactRouter, 'dist/production/dom-export.mjs') },
];

/** The app's own modules and workspace packages. */
const APP_CODE = /[\\/]apps[\\/]web[\\/]src[\\/]|[\\/]packages[\\/](ui|contracts)[\\/]/;
const START = /[\\/]src[\\/]app[\\/]start\.tsx$/;

/** Whether a module is imported statically, at any depth, by a module the predicate accepts. */
function importedBy(
  accepts: (info: Rolldown.ModuleInfo) => boolean,
  id: string,
  context: Rolldown.ChunkingContext,
  seen = new Set<string>(),
): boolean {
  if (seen.has(id)) return false;
  seen.add(id);
  const info = context.getModuleInfo(id);
  return Boolean(info && (accepts(info) || info.importers.some((importer) => importedBy(accepts, importer, context, seen))));
}

/**
 * A module the app loads with import() (a screen, the app's start, a window opened later) keeps
 * a chunk of its own: the build's manifest names it by its source, and the server finds a screen's
 * styles and code by that name.
 */
function loadedByImport(id: string, context: Rolldown.ChunkingContext): boolean {
  const info = context.getModuleInfo(id);
  return !info || info.isEntry || info.dynamicImporters.length > 0;
}

/** A screen's module (screen-registry.ts): the chunk the app loads for a route type. */
const SCREEN = /[\\/]src[\\/]screens[\\/][^\\/]+[\\/]([^\\/]+)-screen\.tsx$/;

/** The screens whose code imports a module statically, at any depth, by name. */
function screensImporting(id: string, context: Rolldown.ChunkingContext, found = new Set<string>(), seen = new Set<string>()): Set<string> {
  if (seen.has(id)) return found;
  seen.add(id);
  const screen = LATER_PARTS.test(id) ? 'layout' : SCREEN.exec(id)?.[1];
  if (screen) found.add(screen);
  else for (const importer of context.getModuleInfo(id)?.importers ?? []) screensImporting(importer, context, found, seen);
  return found;
}

/** The layout's parts hydrated after the app is ready (app/layouts/hydrate-later.tsx). */
const LATER_PARTS = /[\\/]src[\\/]app[\\/]layouts[\\/]later-parts\.ts$/;

/** Code that this many screens use (a price, a button, the stars) goes with the start's. */
const WIDELY_SHARED = 4;

/**
 * The code the app's start needs (the layouts, the page route, the stores), screens' uses of it
 * included, and the code most screens use are one chunk, always there before a screen. Every route
 * type loaded the widely shared code anyway, and one chunk compresses better than two: each first
 * load was 0.2–1.1 kB heavier with that code in a chunk of its own. Code that fewer screens use is
 * not in it: every page would load it, the pages that show none of it included.
 */
function startChunk(id: string, context: Rolldown.ChunkingContext): 'start-code' | null {
  if (!APP_CODE.test(id) || loadedByImport(id, context)) return null;
  const started = importedBy((info) => START.test(info.id), id, context);
  return started || screensImporting(id, context).size >= WIDELY_SHARED ? 'start-code' : null;
}

/**
 * The rest of the app's code goes by the screens that import it: a screen's code is one chunk,
 * windows it opens later included, and code several screens share is one chunk for each set of
 * screens. Left to the bundler, each window loaded later would split small chunks off the screen's
 * code, and many small chunks compress worse than one.
 */
function screenChunk(id: string, context: Rolldown.ChunkingContext): string | null {
  if (!APP_CODE.test(id) || loadedByImport(id, context)) return null;
  const screens = [...screensImporting(id, context)].sort();
  return screens.length > 0 ? `${screens.join('-')}-code` : null;
}

/**
 * The chunks every page has run before the app's start imports anything: the entry, the libraries
 * it starts with, the app's start and its code, with their styles (linked by the shell and the server).
 */
const ALWAYS_LOADED = /^assets\/(rolldown-runtime|index|react|react-dom|router|query|start|start-code)-[\w-]{8}\.(js|css)$/;
const ENTRY_CHUNK = /^assets\/index-[\w-]{8}\.js$/;

/**
 * What a chunk loaded after the start lists to preload with a chunk it imports: not what is
 * already there. Each screen's list is in the start's code, which every page loads. The entry's
 * lists stay whole: it imports the start, whose styles come with it.
 */
function preloadDependencies(_file: string, deps: string[], { hostId }: { hostId: string }): string[] {
  return ENTRY_CHUNK.test(hostId) ? deps : deps.filter((dep) => !ALWAYS_LOADED.test(dep));
}

/**
 * The shop's service worker (src/sw/sw.ts), built with the client and given the list of files to
 * precache: the hashed assets but the map's, the fonts' script, the offline document and the icons.
 * Compressed copies stay out. The app registers it itself (app/offline/service-worker.ts), and
 * never in development or mock mode, where MSW's worker answers.
 */
const serviceWorker = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'src/sw',
  filename: 'sw.ts',
  injectRegister: false,
  manifest: false,
  devOptions: { enabled: false },
  injectManifest: {
    globPatterns: ['assets/*.{js,css,woff2}', 'cached-fonts.js', 'offline.html', 'favicon.svg', 'icon-*.png', 'manifest.webmanifest'],
    // Leaflet's map and its pictures (inlined in its styles), a sixth of the precache, come only with
    // checkout's pickup map: the worker caches them when the map is opened (sw/routing.ts), so a
    // phone that never opens it never downloads them.
    globIgnores: ['assets/address-map-*'],
    maximumFileSizeToCacheInBytes: 1024 * 1024,
    // The hashed names are the revision.
    dontCacheBustURLsMatching: /^assets\//,
  },
});

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [
    react(),
    reactRouterPure(),
    endpointsInlined(),
    precompress(),
    firstLoadBudget(),
    mockWorker(),
    ...(isSsrBuild ? [] : [serviceWorker]),
  ],
  resolve: {
    alias: [
      { find: /^@\//, replacement: `${fileURLToPath(new URL('./src', import.meta.url))}/` },
      ...(command === 'build' && !isSsrBuild ? reactRouterProduction : []),
    ],
  },
  server: {
    port: 5173,
    // Mock mode serves everything from the MSW worker; otherwise /api goes to the BFF.
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
  preview: {
    port: 4173,
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
  build: {
    target: 'es2022',
    // Every browser the build targets preloads modules itself; the polyfill would ship to all of them.
    modulePreload: { polyfill: false, resolveDependencies: preloadDependencies },
    // No source maps in the build: served from dist they would publish the shop's source.
    sourcemap: false,
    // The server links a server-rendered page's screen styles and code by the client build's manifest.
    manifest: !isSsrBuild,
    copyPublicDir: !isSsrBuild,
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            codeSplitting: {
              groups: [
                // The entry and what it imports statically (main.tsx's few helpers, Vite's preload
                // helper) stay one chunk, the entry's own. Were they in the app's start code, the entry
                // would import that chunk, and with it every library at once, before main.tsx evaluates
                // them one by one.
                { name: 'index', tags: ['$initial'], priority: 4 },
                // The libraries the app starts with, each a chunk of its own: the entry evaluates them
                // one task at a time (main.tsx). React has its own, or it lands in the first chunk that
                // imports it and is evaluated with it.
                { name: 'react', test: /[\\/]node_modules[\\/](react|scheduler)[\\/]/, priority: 4 },
                { name: 'react-dom', test: /[\\/]node_modules[\\/]react-dom[\\/]/, priority: 4 },
                { name: 'router', test: /[\\/]node_modules[\\/]react-router[\\/]/, priority: 4 },
                { name: 'query', test: /[\\/]node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/]/, priority: 4 },
                // Redux Toolkit loads with checkout (lib/redux-root.ts), as one chunk.
                {
                  name: 'state',
                  test: /[\\/]node_modules[\\/](@reduxjs[\\/]toolkit|redux|redux-thunk|immer|reselect)[\\/]/,
                  priority: 4,
                },
                // The app's own code, each module placed by who imports it (a group taking the modules
                // its modules import as well would take code of the start or of other screens).
                { debugName: 'start', name: startChunk, priority: 3, includeDependenciesRecursively: false },
                { debugName: 'screens', name: screenChunk, priority: 1, includeDependenciesRecursively: false },
              ],
            },
          },
        },
  },
}));
