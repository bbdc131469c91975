import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { idSchema, phoneSchema, quantitySchema } from '@shop/contracts/fields.ts';
import { createCartService } from './cart-service.ts';
import type { Shopper } from './cart-service.ts';
import type { Store } from '../db/store.ts';
import { BAD_REQUEST, readInput } from '../http/input.ts';
import { okBody, sendFail } from '../http/reply-shapes.ts';
import { cartOwner, sessionOf } from '../http/session.ts';
import type { SessionRow } from '../db/sessions.ts';

const colorIdSchema = idSchema.optional();

const putQuery = z.object({ quantity: quantitySchema.default(1), assortmentId: idSchema, colorId: colorIdSchema }, { error: BAD_REQUEST });
const updateInput = z.object(
  {
    assortmentId: idSchema,
    quantity: quantitySchema,
    multism: idSchema,
    onlyOne: z.string().optional(),
    colorId: colorIdSchema,
  },
  { error: BAD_REQUEST },
);
const removeBody = z.object({ assortmentId: idSchema, colorId: colorIdSchema }, { error: BAD_REQUEST });
const oneClickQuery = z.object({ phone: phoneSchema }, { error: BAD_REQUEST });

const shopperOf = (session: SessionRow): Shopper => ({ owner: cartOwner(session), userId: session.user_id, sessionId: session.id });

/** Cart paths of cart-and-ordering.md §7 in the shapes of the legacy interface. */
export function cartRoutes(app: FastifyInstance, store: Store): void {
  const service = createCartService(store);

  app.get('/cart/getCartData/', { config: { shape: 'rqStatus' } }, async (request) => {
    const session = sessionOf(request);
    return okBody('rqStatus', service.view(shopperOf(session)));
  });

  app.put('/api/v1/Cart/put/', { config: { shape: 'result' } }, async (request, reply) => {
    const input = readInput(reply, putQuery, request.query);
    if (!input) return reply;
    const { assortmentId, quantity, colorId } = input;
    const outcome = service.add(shopperOf(sessionOf(request)), assortmentId, quantity, colorId ?? null);
    if (!outcome.ok) return sendFail(reply, 'result', outcome);
    const { total, position, positionsIds, countpos } = outcome.value;
    return okBody('result', { total, data: position, positionsIds, countpos });
  });

  app.put<{ Params: { assortmentId: string } }>('/cart/update/:assortmentId/', { config: { shape: 'status' } }, async (request, reply) => {
    const input = readInput(reply, updateInput, { ...(request.query as object), ...request.params });
    if (!input) return reply;
    const { assortmentId, quantity, multism, onlyOne, colorId } = input;
    const shopper = shopperOf(sessionOf(request));
    const outcome = service.update(shopper, assortmentId, quantity, multism, colorId ?? null);
    if (!outcome.ok) return sendFail(reply, 'status', outcome);
    const { total, position, positionsIds, countpos, lines } = outcome.value;
    // onlyOne=true: the reply lists only the changed line (the legacy flag; cart-and-ordering.md §7).
    const shown =
      onlyOne === 'true'
        ? lines.filter((line) => line.assortment_id === position.assortmentId && line.color_id === position.colorId)
        : lines;
    return okBody('status', { total, data: position, products: service.products(shopper, shown), positionsIds, countpos });
  });

  app.delete('/api/v1/Cart/remove/', { config: { shape: 'result' } }, async (request, reply) => {
    const input = readInput(reply, removeBody, request.body);
    if (!input) return reply;
    const { assortmentId, colorId } = input;
    const outcome = service.remove(shopperOf(sessionOf(request)), assortmentId, colorId ?? null);
    if (!outcome.ok) return sendFail(reply, 'result', outcome);
    const { total, positionsIds, countpos } = outcome.value;
    return okBody('result', { total, removedId: assortmentId, positionsIds, countpos });
  });

  app.delete('/api/v1/Cart/clearBasket/', { config: { shape: 'status' } }, async (request) => {
    service.clear(cartOwner(sessionOf(request)));
    return okBody('status', { countpos: 0 });
  });

  app.put('/api/v1/Cart/createOneClickOrder/', { config: { shape: 'result' } }, async (request, reply) => {
    const input = readInput(reply, oneClickQuery, request.query);
    if (!input) return reply;
    const session = sessionOf(request);
    const outcome = service.oneClickOrder(shopperOf(session), input.phone);
    // The legacy interface answers an empty cart with `message`, not `error`.
    if (!outcome.ok) return sendFail(reply, 'result', { ...outcome, textField: 'message' });
    return okBody('result', { orderCode: outcome.value.orderCode });
  });
}
