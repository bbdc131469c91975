import type { FastifyInstance, FastifyReply } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { Store } from '../db/store.ts';
import { GALLERY_VIEWS_MAX, PICTURE_SIZES, productPicturePng } from './product-picture.ts';
import { colorSwatchSvg } from './swatch-svg.ts';
import { LEAVES_BY_SLUG } from '../catalogue/tree.ts';
import { failBody } from '../http/reply-shapes.ts';

const ONE_DAY_S = 86_400;
const SVG_FILE = /^([1-9]\d{0,9})\.svg$/;
const PNG_FILE = /^([1-9]\d{0,9})\.png$/;
/** Gallery views: /img/p/{id}-{view}.png (520 px) and /img/p/{id}-{view}-{size}.png. */
const GALLERY_FILE = /^([1-9]\d{0,9})-([1-9])(?:-(\d{2,4}))?\.png$/;
const GALLERY_SIZE_DEFAULT = 520;
/**
 * A cache of the pictures rendered lately, by address, up to this many bytes (about 3 000 card
 * pictures), the least recently used going first: a page of cards asks for the same ones again and
 * again, and rendering one costs 10-20 ms of CPU.
 */
const PICTURE_CACHE_BYTES = 32 * 1024 * 1024;

function sendSvg(reply: FastifyReply, svg: string) {
  return reply.header('content-type', 'image/svg+xml; charset=utf-8').header('cache-control', `public, max-age=${ONE_DAY_S}`).send(svg);
}

function sendPng(reply: FastifyReply, png: Buffer) {
  return reply.header('content-type', 'image/png').header('cache-control', `public, max-age=${ONE_DAY_S}`).send(png);
}

const notFound = (reply: FastifyReply) => reply.code(404).send(failBody('status', { error: 'Изображение не найдено' }));

/** Generated pictures: /img/p/{assortmentId}.png for products (and its gallery views), /img/c/{colorId}.svg for colour swatches. */
export function registerImageRoutes(app: FastifyInstance, store: Store): void {
  const cache = new LRUCache<string, Buffer>({ maxSize: PICTURE_CACHE_BYTES, sizeCalculation: (png) => png.length });
  app.get<{ Params: { file: string } }>('/img/p/:file', { config: { session: false } }, async (request, reply) => {
    const { file } = request.params;
    const known = cache.get(file);
    if (known) return sendPng(reply, known);
    const gallery = GALLERY_FILE.exec(file);
    const id = Number(gallery?.[1] ?? PNG_FILE.exec(file)?.[1]);
    const view = gallery ? Number(gallery[2]) : 1;
    const size = gallery ? Number(gallery[3] ?? GALLERY_SIZE_DEFAULT) : undefined;
    const item = id ? store.catalogue.assortment(id) : undefined;
    if (!item || view > GALLERY_VIEWS_MAX) return notFound(reply);
    if (size !== undefined && !(PICTURE_SIZES as readonly number[]).includes(size)) return notFound(reply);
    const leaf = LEAVES_BY_SLUG.get(store.catalogue.category(item.category_id)?.slug ?? '');
    const png = productPicturePng(id, leaf?.icon ?? 'package', { view, size });
    cache.set(file, png);
    return sendPng(reply, png);
  });

  app.get<{ Params: { file: string } }>('/img/c/:file', { config: { session: false } }, async (request, reply) => {
    const id = Number(SVG_FILE.exec(request.params.file)?.[1]);
    const color = id ? store.catalogue.color(id) : undefined;
    if (!color) return notFound(reply);
    return sendSvg(reply, colorSwatchSvg(color));
  });
}
