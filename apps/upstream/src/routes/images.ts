import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Store } from '../db/store.ts';
import { GALLERY_VIEWS_MAX, PICTURE_SIZES, colorSwatchSvg, productSvg } from '../images/product-svg.ts';
import { failBody } from '../http/reply-shapes.ts';

const ONE_DAY_S = 86_400;
const SVG_FILE = /^([1-9]\d{0,9})\.svg$/;
/** Gallery views: /img/p/{id}-{view}.svg (520 px) and /img/p/{id}-{view}-{size}.svg. */
const GALLERY_FILE = /^([1-9]\d{0,9})-([1-9])(?:-(\d{2,4}))?\.svg$/;
const GALLERY_SIZE_DEFAULT = 520;

function sendSvg(reply: FastifyReply, svg: string) {
  return reply
    .header('content-type', 'image/svg+xml; charset=utf-8')
    .header('cache-control', `public, max-age=${ONE_DAY_S}`)
    .send(svg);
}

const notFound = (reply: FastifyReply) => reply.code(404).send(failBody('status', { error: 'Изображение не найдено' }));

/** Generated pictures: /img/p/{assortmentId}.svg for products (and its gallery views), /img/c/{colorId}.svg for colour swatches. */
export function imageRoutes(app: FastifyInstance, store: Store): void {
  app.get<{ Params: { file: string } }>('/img/p/:file', { config: { session: false } }, async (request, reply) => {
    const gallery = GALLERY_FILE.exec(request.params.file);
    const id = Number(gallery?.[1] ?? SVG_FILE.exec(request.params.file)?.[1]);
    const view = gallery ? Number(gallery[2]) : 1;
    const size = gallery ? Number(gallery[3] ?? GALLERY_SIZE_DEFAULT) : undefined;
    const assortment = id ? store.catalog.assortment(id) : undefined;
    if (!assortment || view > GALLERY_VIEWS_MAX) return notFound(reply);
    if (size !== undefined && !(PICTURE_SIZES as readonly number[]).includes(size)) return notFound(reply);
    const category = store.catalog.category(assortment.category_id);
    const product = { id, name: assortment.name, categoryName: category?.name ?? assortment.brand };
    return sendSvg(reply, gallery ? productSvg(product, { view, size }) : productSvg(product));
  });

  app.get<{ Params: { file: string } }>('/img/c/:file', { config: { session: false } }, async (request, reply) => {
    const id = Number(SVG_FILE.exec(request.params.file)?.[1]);
    const color = id ? store.catalog.color(id) : undefined;
    if (!color) return notFound(reply);
    return sendSvg(reply, colorSwatchSvg(color));
  });
}
