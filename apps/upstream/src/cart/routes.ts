import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { idSchema, phoneSchema, quantitySchema } from '@shop/contracts/fields.ts';
import { createCartService } from './cart-service.ts';
import type { CartState, Shopper } from './cart-service.ts';
import type { Store } from '../db/store.ts';
import { BAD_REQUEST, legacyRoute, readInput } from '../http/input.ts';
import { mapOutcome } from '@shop/contracts/rules/outcome.ts';
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

/** What every change answers besides its own data: the totals and the positions now in the cart. */
const summary = ({ total, positionsIds, countpos }: CartState) => ({ total, positionsIds, countpos });
const shopperOf = (session: SessionRow): Shopper => ({ owner: cartOwner(session), userId: session.user_id, sessionId: session.id });

/** Cart paths of cart-and-ordering.md §7 in the shapes of the legacy interface. */
export function registerCartRoutes(app: FastifyInstance, store: Store): void {
  const service = createCartService(store);

  app.get('/cart/getCartData/', { config: { shape: 'rqStatus' } }, async (request) => {
    const session = sessionOf(request);
    return okBody('rqStatus', service.view(shopperOf(session)));
  });

  legacyRoute(app, 'PUT', '/api/v1/Cart/put/', 'result', { query: putQuery }, ({ assortmentId, quantity, colorId }, request) =>
    mapOutcome(service.add(shopperOf(sessionOf(request)), assortmentId, quantity, colorId ?? null), (added) => ({
      ...summary(added),
      data: added.position,
    })),
  );

  legacyRoute(app, 'PUT', '/cart/update/:assortmentId/', 'status', { query: updateInput }, (input, request) => {
    const shopper = shopperOf(sessionOf(request));
    return mapOutcome(service.update(shopper, input.assortmentId, input.quantity, input.multism, input.colorId ?? null), (updated) => {
      const { position, lines } = updated;
      // onlyOne=true: the reply lists only the changed line (the legacy flag; cart-and-ordering.md §7).
      const shown =
        input.onlyOne === 'true'
          ? lines.filter((line) => line.assortment_id === position.assortmentId && line.color_id === position.colorId)
          : lines;
      return { ...summary(updated), data: position, products: service.products(shopper, shown) };
    });
  });

  legacyRoute(app, 'DELETE', '/api/v1/Cart/remove/', 'result', { body: removeBody }, ({ assortmentId, colorId }, request) =>
    mapOutcome(service.remove(shopperOf(sessionOf(request)), assortmentId, colorId ?? null), (removed) => ({
      ...summary(removed),
      removedId: assortmentId,
    })),
  );

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
