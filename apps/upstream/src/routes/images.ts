import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Store } from '../db/store.ts';
import { colorSwatchSvg, productSvg } from '../images/product-svg.ts';
import { failBody } from '../http/reply-shapes.ts';

const ONE_DAY_S = 86_400;
const SVG_FILE = /^([1-9]\d{0,9})\.svg$/;

function sendSvg(reply: FastifyReply, svg: string) {
  return reply
    .header('content-type', 'image/svg+xml; charset=utf-8')
    .header('cache-control', `public, max-age=${ONE_DAY_S}`)
    .send(svg);
}

const notFound = (reply: FastifyReply) => reply.code(404).send(failBody('status', { error: 'Изображение не найдено' }));

/** Generated pictures: /img/p/{assortmentId}.svg for products, /img/c/{colorId}.svg for colour swatches. */
export function imageRoutes(app: FastifyInstance, store: Store): void {
  app.get<{ Params: { file: string } }>('/img/p/:file', { config: { session: false } }, async (request, reply) => {
    const id = Number(SVG_FILE.exec(request.params.file)?.[1]);
    const assortment = id ? store.catalog.assortment(id) : undefined;
    if (!assortment) return notFound(reply);
    const category = store.catalog.category(assortment.category_id);
    return sendSvg(reply, productSvg({ id, name: assortment.name, categoryName: category?.name ?? assortment.brand }));
  });

  app.get<{ Params: { file: string } }>('/img/c/:file', { config: { session: false } }, async (request, reply) => {
    const id = Number(SVG_FILE.exec(request.params.file)?.[1]);
    const color = id ? store.catalog.color(id) : undefined;
    if (!color) return notFound(reply);
    return sendSvg(reply, colorSwatchSvg(color));
  });
}
