import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { CART_WIDGET_KEY, userWidgetTypeSchema, widgetHashSchema, widgetKeySchema } from '@shop/contracts/widgets.ts';
import type { Store } from '../db/store.ts';
import { BAD_REQUEST, legacyRoute } from '../http/input.ts';
import { failBody } from '../http/reply-shapes.ts';
import { sessionOf } from '../http/session.ts';
import type { SessionRow } from '../db/sessions.ts';
import { shopperOf } from '../product/product-service.ts';
import { bannerBackgroundPng, bannerPicturePng } from '../images/product-picture.ts';
import { createWidgetService } from './widget-service.ts';

const ONE_DAY_S = 86_400;
/** A slide's picture, /img/w/{key}-{n}.png, and its background, /img/w/{key}-{n}-bg.png. */
const BANNER_FILE = /^([A-Za-z][A-Za-z0-9_]{1,63})-([1-9]\d?)(-bg)?\.png$/;
const BANNER_SIZES = { billboard: { width: 1200, height: 400 }, carousel: { width: 600, height: 400 } } as const;

const widgetQuery = z.object({ key: widgetKeySchema, hash: widgetHashSchema }, { error: BAD_REQUEST });
const definedQuery = z.object({ type: userWidgetTypeSchema, hash: widgetHashSchema }, { error: BAD_REQUEST });
const cartBody = z.object(
  { key: z.literal(CART_WIDGET_KEY, { error: `Ключ виджета корзины: ${CART_WIDGET_KEY}` }), hash: widgetHashSchema },
  { error: BAD_REQUEST },
);

/** Widgets (product-widgets-monitoring.md §2, §7): keyed, the shopper's own, the cart's; banner pictures. */
export function registerWidgetRoutes(app: FastifyInstance, store: Store): void {
  const widgets = createWidgetService(store);
  const contextOf = (session: SessionRow) => shopperOf(store, session.id, session.user_id);

  legacyRoute(app, 'GET', '/api/v1/widgets/getWidget/', 'status', { query: widgetQuery }, (input, request) =>
    widgets.reply(input.key, contextOf(sessionOf(request)), input.hash),
  );
  legacyRoute(app, 'GET', '/api/v1/widgets/getDefinedWidget/', 'status', { query: definedQuery }, (input, request) =>
    widgets.reply(input.type, contextOf(sessionOf(request)), input.hash),
  );
  legacyRoute(app, 'POST', '/cart/getWidget/', 'status', { body: cartBody }, (input, request) =>
    widgets.reply(input.key, contextOf(sessionOf(request)), input.hash),
  );

  /** Slides are few and change only with the seed: each picture is rendered once and cached. */
  const cache = new Map<string, Buffer>();
  app.get<{ Params: { file: string } }>('/img/w/:file', { config: { session: false } }, async (request, reply) => {
    const file = BANNER_FILE.exec(request.params.file);
    const row = file?.[1] ? store.widgets.widget(file[1]) : undefined;
    const size = row && (row.type === 'billboard' || row.type === 'carousel') ? BANNER_SIZES[row.type] : undefined;
    const index = Number(file?.[2]) - 1;
    const slide = size ? (JSON.parse(row?.settings ?? '{}') as { slides?: Array<{ tabName: string }> }).slides?.[index] : undefined;
    if (!size || !slide) return reply.code(404).send(failBody('status', { error: 'Изображение не найдено' }));
    let picture = cache.get(request.params.file);
    if (!picture) {
      picture =
        file?.[3] === '-bg' ? bannerBackgroundPng(index, size.width, size.height) : bannerPicturePng(index, size.width, size.height);
      cache.set(request.params.file, picture);
    }
    return reply.header('content-type', 'image/png').header('cache-control', `public, max-age=${ONE_DAY_S}`).send(picture);
  });
}
