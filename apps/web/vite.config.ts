import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import type { Rolldown } from 'vite';
import { precompress } from './precompress.ts';

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
function importedBy(accepts: (info: Rolldown.ModuleInfo) => boolean, id: string, context: Rolldown.ChunkingContext, seen = new Set<string>()): boolean {
  if (seen.has(id)) return false;
  seen.add(id);
  const info = context.getModuleInfo(id);
  return Boolean(info && (accepts(info) || info.importers.some((importer) => importedBy(accepts, importer, context, seen))));
}

/**
 * The shared chunk: the app's code that its start needs (the layouts, the page route, the stores)
 * and a screen or another chunk uses too. Code that only screens share is left to the bundler,
 * which puts it in chunks by the screens that use it, so the main page does not carry the cart's.
 */
function sharedChunk(id: string, context: Rolldown.ChunkingContext): 'shared' | null {
  return APP_CODE.test(id) && importedBy((info) => START.test(info.id), id, context) ? 'shared' : null;
}

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [react(), precompress()],
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
    // No source maps in the build: served from dist they would publish the shop's source.
    sourcemap: false,
    // The server links a drawn page's screen styles and code by the client build's manifest.
    manifest: !isSsrBuild,
    copyPublicDir: !isSsrBuild,
    rolldownOptions: isSsrBuild ? {} : {
      output: {
        codeSplitting: {
          groups: [
            // The entry and what it imports statically (main.tsx's few helpers, Vite's preload
            // helper) stay one chunk, the entry's own. Were they in the shared chunk, the entry would
            // import it, and with it every library at once, before main.tsx evaluates them one by one.
            { name: 'index', tags: ['$initial'], priority: 4 },
            // The libraries the app starts with, each a chunk of its own: the entry evaluates them
            // one task at a time (main.tsx). React has its own, or it lands in the first chunk that
            // imports it and is evaluated with it.
            { name: 'react', test: /[\\/]node_modules[\\/](react|scheduler)[\\/]/, priority: 3 },
            { name: 'react-dom', test: /[\\/]node_modules[\\/]react-dom[\\/]/, priority: 3 },
            { name: 'router', test: /[\\/]node_modules[\\/]react-router[\\/]/, priority: 3 },
            { name: 'query', test: /[\\/]node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/]/, priority: 3 },
            { name: 'state', test: /[\\/]node_modules[\\/](@reduxjs[\\/]toolkit|react-redux|redux|redux-thunk|immer|reselect)[\\/]/, priority: 3 },
            {
              debugName: 'shared',
              name: sharedChunk,
              minShareCount: 2,
            },
          ],
        },
      },
    },
  },
}));
