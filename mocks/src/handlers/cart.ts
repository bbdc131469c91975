import { contract } from '@shop/contracts/routes.ts';
import { failure, handle, ok } from '../contract-handler.ts';
import { findItem } from '../fixtures/goods.ts';
import { deliveryChoice } from '../checkout-state.ts';
import { MOCK_INVOICE_PREFIX } from '../fixtures/checkout.ts';
import * as state from '../state.ts';

const routes = contract.cart;
const NOT_IN_CART = 'Товара нет в корзине';

/** What every change answers besides its own data: the totals and the positions now in the cart. */
function summary() {
  const { countpos, positionsIds, cartPageData } = state.cart(deliveryChoice());
  return { total: cartPageData.total, positionsIds, countpos };
}

export const cartHandlers = [
  handle(routes.getCart, () => ok(state.cart(deliveryChoice()))),
  handle(routes.addItem, ({ body }) => {
    const item = findItem(body.assortmentId);
    if (!item) return failure(404, 'Товар не найден');
    if (item.isNotAvailable) return failure(409, 'Товара нет в наличии');
    const data = state.addItem(body.assortmentId, body.colorId ?? null, body.quantity);
    return ok({ ...summary(), data }, [{ kind: 'success', text: 'Товар добавлен в корзину' }]);
  }),
  handle(routes.updateItem, ({ params, body }) => {
    const data = state.updateItem(params.assortmentId, body.colorId ?? null, body.quantity);
    if (!data) return failure(404, NOT_IN_CART);
    // Like the upstream's onlyOne=true, the reply lists only the changed line.
    const products = state.cart().cartPageData.products.filter((product) => product.id === params.assortmentId);
    return ok({ ...summary(), data, products });
  }),
  handle(routes.removeItem, ({ params, query }) => {
    if (!state.removeItem(params.assortmentId, query.colorId ?? null)) return failure(404, NOT_IN_CART);
    return ok({ ...summary(), removedId: params.assortmentId });
  }),
  handle(routes.clear, () => {
    state.clearCart();
    return ok({ countpos: 0 as const });
  }),
  handle(routes.oneClickOrder, () => {
    if (state.cartLines().length === 0) return failure(409, 'Корзина пуста');
    state.clearCart();
    return ok({ orderCode: 'MOCK000001', invoiceNumber: `${MOCK_INVOICE_PREFIX}000001` }, [
      { kind: 'success', text: 'Заказ принят, мы перезвоним вам' },
    ]);
  }),
];
