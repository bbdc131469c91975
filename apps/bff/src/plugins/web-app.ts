import { existsSync } from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';

export interface WebAppOptions {
  webDist: string;
}

export const isWebAppBuilt = (webDist: string) => existsSync(path.join(webDist, 'index.html'));

/** Hashed build output never changes under its name; everything else is revalidated. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The built SPA; page addresses without a file fall back to index.html (not-found handler). */
export const webAppPlugin = fp<WebAppOptions>(
  async (app, options) => {
    if (!isWebAppBuilt(options.webDist)) {
      app.log.warn({ webDist: options.webDist }, 'web app not built: non-API paths answer 503');
      return;
    }
    const assetsDir = path.join(options.webDist, 'assets') + path.sep;
    await app.register(fastifyStatic, {
      root: options.webDist,
      prefix: '/',
      // index.js.br / .gz written by the web build (apps/web/precompress.ts), chosen by Accept-Encoding.
      preCompressed: true,
      // '/' is a page address like any other (the not-found handler draws it), not a folder's index.
      index: false,
      // A source map would publish the shop's source: never served, even if a build left one.
      allowedPath: (pathName) => !pathName.endsWith('.map'),
      cacheControl: false,
      setHeaders: (res, filePath) => {
        res.setHeader('cache-control', filePath.startsWith(assetsDir) ? IMMUTABLE : 'no-cache');
      },
    });
    app.get('/', (_request, reply) => reply.callNotFound());
  },
  { name: 'web-app', fastify: '5.x' },
);
