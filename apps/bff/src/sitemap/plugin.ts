import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { shopOriginOf } from '../http/shop-origin.ts';
import { REDIS_KEY_PREFIX } from '../shared-state/redis.ts';
import { memoryStore, redisStore } from '../shared-state/store.ts';
import { upstreamCatalogueSource } from './catalogue-source.ts';
import { robotsTxt } from './robots.ts';
import { buildSitemap, DEFAULT_BUILD_OPTIONS, type BuildOptions } from './sitemap-builder.ts';
import { createSitemapCache, type CachedSitemap, type SitemapCache } from './sitemap-cache.ts';
import { chunksOf, sitemapIndexXml, urlSetXml } from './sitemap-xml.ts';

declare module 'fastify' {
  interface FastifyInstance {
    sitemap: SitemapCache;
  }
}

export interface SitemapOptions {
  /** The shop's public origin (PUBLIC_URL); without it only a loopback host is known by its own address. */
  publicUrl?: string | undefined;
  /** A sitemap this old is built again (SITEMAP_REBUILD_S). */
  rebuildMs: number;
  /**
   * When the first build starts after the BFF is ready. Absent: on the first request for the
   * sitemap, which is answered 503 until it is built (tests, and shops that are not crawled).
   */
  firstBuildDelayMs?: number | undefined;
  build?: Partial<BuildOptions>;
}

/** An instance without a cached sitemap looks again this often; one with a cached one at its rebuild time at the latest. */
const CHECK_EVERY_MS = 5 * 60_000;
/** Before the first build has ended: when a crawler should ask again. */
export const SITEMAP_RETRY_AFTER_S = 120;
/** A request finding no sitemap starts a build at most this often (a failing upstream is not asked on every request). */
const REQUESTED_BUILD_EVERY_MS = 60_000;
const XML_TYPE = 'application/xml; charset=utf-8';
const PUBLIC_CACHE = 'public, max-age=600';

/** The cached paths' files, written once per sitemap and origin (a crawler reads each file of a build once or twice). */
function fileWriter() {
  let memo: { sitemap: CachedSitemap; origin: string; files: Map<string, string> } | undefined;
  return (sitemap: CachedSitemap, origin: string, file: number | 'index'): string | undefined => {
    if (memo?.sitemap !== sitemap || memo.origin !== origin) memo = { sitemap, origin, files: new Map() };
    const key = String(file);
    const written = memo.files.get(key);
    if (written !== undefined) return written;
    const chunks = chunksOf(sitemap.paths.map((path) => ({ path })));
    const lastmod = new Date(sitemap.builtAt).toISOString();
    let text: string | undefined;
    if (file === 'index')
      text = sitemapIndexXml(
        origin,
        chunks.map((_, index) => ({ path: `/sitemap-${index + 1}.xml`, lastmod })),
      );
    else if (chunks[file - 1]) text = urlSetXml(origin, chunks[file - 1] ?? []);
    if (text !== undefined) memo.files.set(key, text);
    return text;
  };
}

/** /robots.txt and the sitemap (/sitemap.xml, an index of /sitemap-{n}.xml), built in the background from the catalogue. */
async function sitemapPlugin(app: FastifyInstance, options: SitemapOptions) {
  const buildOptions = { ...DEFAULT_BUILD_OPTIONS, ...options.build };
  let builds = 0;
  const cache = createSitemapCache({
    store: app.redis ? redisStore(app.redis, `${REDIS_KEY_PREFIX}sitemap:`) : memoryStore(),
    build: (signal) => {
      builds += 1;
      const source = upstreamCatalogueSource(app.upstream, app.log, `sitemap-${Date.now()}-${builds}`);
      return buildSitemap(source, { ...buildOptions, signal });
    },
    rebuildMs: options.rebuildMs,
    log: app.log,
  });
  app.decorate('sitemap', cache);
  const firstDelay = options.firstBuildDelayMs;
  app.addHook('onReady', async () => {
    // Without a first build of its own the timer still checks for rebuilds once one has been made.
    const checkEveryMs = Math.min(options.rebuildMs, CHECK_EVERY_MS);
    cache.start(firstDelay ?? options.rebuildMs, checkEveryMs);
  });
  app.addHook('onClose', async () => cache.stop());
  const write = fileWriter();
  let requestedBuildAt = Number.NEGATIVE_INFINITY;

  app.get('/robots.txt', async (request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', PUBLIC_CACHE)
      .send(robotsTxt(shopOriginOf(request, options.publicUrl))),
  );

  async function sendFile(request: FastifyRequest, reply: FastifyReply, file: number | 'index') {
    // Absolute URLs need the shop's known address; robots.txt asks such a shop not to be indexed.
    const origin = shopOriginOf(request, options.publicUrl);
    if (origin === undefined) return reply.callNotFound();
    const sitemap = await cache.current();
    if (!sitemap) {
      if (performance.now() - requestedBuildAt >= REQUESTED_BUILD_EVERY_MS) {
        requestedBuildAt = performance.now();
        void cache.refresh();
      }
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('retry-after', String(SITEMAP_RETRY_AFTER_S))
        .send('The sitemap is being built.\n');
    }
    const text = write(sitemap, origin, file);
    if (text === undefined) return reply.callNotFound();
    return reply
      .type(XML_TYPE)
      .header('cache-control', PUBLIC_CACHE)
      .header('last-modified', new Date(sitemap.builtAt).toUTCString())
      .send(text);
  }

  app.get('/sitemap.xml', (request, reply) => sendFile(request, reply, 'index'));
  app.get<{ Params: { n: string } }>('/sitemap-:n.xml', (request, reply) => {
    const file = /^[1-9]\d{0,5}$/.test(request.params.n) ? Number(request.params.n) : undefined;
    return file === undefined ? reply.callNotFound() : sendFile(request, reply, file);
  });
}

export const sitemapRoutesPlugin = fp(sitemapPlugin, { name: 'sitemap', dependencies: ['upstream', 'shared-state'] });
