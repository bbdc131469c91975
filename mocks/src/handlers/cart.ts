import { contract } from '@shop/contracts/routes.ts';
import { failure, handle, ok } from '../contract-handler.ts';
import { deliveryChoice } from '../ordering-state.ts';
import * as state from '../state.ts';

const routes = contract.cart;

export const cartHandlers = [
  handle(routes.getCart, () => ok(state.cart(deliveryChoice()))),

  handle(routes.addItem, ({ body }) => {
    const change = state.addItem(body.assortmentId, body.quantity, body.colorId ?? null);
    if (!change.ok) return failure(change.status === 200 ? 409 : change.status, change.error);
    const cart = state.cart(deliveryChoice());
    return ok(
      { total: cart.cartPageData.total, data: change.position, positionsIds: cart.positionsIds, countpos: cart.countpos },
      [{ kind: 'success', text: 'Товар добавлен в корзину' }],
    );
  }),

  handle(routes.updateItem, ({ params, body }) => {
    const change = state.updateItem(params.assortmentId, body.quantity, body.colorId ?? null);
    if (!change.ok) return failure(change.status, change.error);
    const cart = state.cart(deliveryChoice());
    // Like the upstream's onlyOne=true, the reply lists only the changed line.
    return ok({
      total: cart.cartPageData.total,
      data: change.position,
      products: cart.cartPageData.products.filter((product) => product.id === params.assortmentId),
      positionsIds: cart.positionsIds,
      countpos: cart.countpos,
    });
  }),

  handle(routes.removeItem, ({ params, query }) => {
    if (!state.removeItem(params.assortmentId, query.colorId ?? null)) {
      return failure(404, 'Товара нет в корзине');
    }
    const cart = state.cart(deliveryChoice());
    return ok({
      total: cart.cartPageData.total,
      removedId: params.assortmentId,
      positionsIds: cart.positionsIds,
      countpos: cart.countpos,
    });
  }),

  handle(routes.clear, () => {
    state.clearCart();
    return ok({ countpos: 0 as const });
  }),

  handle(routes.oneClickOrder, () => {
    const orderCode = state.placeOneClickOrder();
    if (!orderCode) return failure(409, 'Корзина пуста');
    return ok({ orderCode }, [{ kind: 'success', text: 'Заказ принят, мы перезвоним вам' }]);
  }),
];
