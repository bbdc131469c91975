import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { releaseOfEntry } from '@shop/contracts/browser/beacons.ts';
import type { PageRenderer } from '../http/page-rendering.ts';
import { registerPageRoute } from '../http/page-route.ts';

export interface WebAppOptions {
  webDist: string;
  /** Renders page addresses on the server (the web app's server bundle); the bare shell without one. */
  pageRenderer?: PageRenderer | null | undefined;
  upstreamSilenceMs?: number | undefined;
  /** The shop's public origin (PUBLIC_URL), which rendered pages name in their head. */
  publicUrl?: string | undefined;
}

export const isWebAppBuilt = (webDist: string) => existsSync(path.join(webDist, 'index.html'));

/** The release of the build (its entry chunk's hash, as the browser reads it), from its manifest; none without a build. */
export function webRelease(webDist: string): string | undefined {
  try {
    const manifest = JSON.parse(readFileSync(path.join(webDist, '.vite', 'manifest.json'), 'utf8')) as Record<string, { file?: string }>;
    const entry = manifest['index.html']?.file;
    return entry ? releaseOfEntry(entry) : undefined;
  } catch {
    return undefined;
  }
}

/** Hashed build output never changes under its name; everything else is revalidated. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The built SPA's files, each on a route of its own, and the page route for every other address. */
export const webAppPlugin = fp<WebAppOptions>(
  async (app, options) => {
    const built = isWebAppBuilt(options.webDist);
    if (built) {
      const assetsDir = path.join(options.webDist, 'assets') + path.sep;
      const serviceWorker = path.join(options.webDist, 'sw.js');
      await app.register(fastifyStatic, {
        root: options.webDist,
        prefix: '/',
        // One route per file of the build, found at start: every other address is the page route's.
        wildcard: false,
        // index.js.br / .gz written by the web build (apps/web/precompress.ts), chosen by Accept-Encoding.
        preCompressed: true,
        // '/' is a page address like any other (the page route renders it), not a folder's index.
        index: false,
        // A source map would publish the shop's source: never served, even if a build left one.
        allowedPath: (pathName) => !pathName.endsWith('.map'),
        cacheControl: false,
        setHeaders: (res, filePath) => {
          res.setHeader('cache-control', filePath.startsWith(assetsDir) ? IMMUTABLE : 'no-cache');
          // The shop's service worker controls the whole site; it is looked for anew on every update check (no-cache above).
          if (filePath === serviceWorker) res.setHeader('service-worker-allowed', '/');
        },
      });
    } else {
      app.log.warn({ webDist: options.webDist }, 'web app not built: page addresses answer 503');
    }
    registerPageRoute(app, {
      webAppBuilt: built,
      webDist: options.webDist,
      renderer: options.pageRenderer,
      upstreamSilenceMs: options.upstreamSilenceMs,
      publicUrl: options.publicUrl,
    });
  },
  { name: 'web-app', fastify: '5.x' },
);
