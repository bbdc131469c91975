import { http, HttpResponse } from 'msw';
import { ORDER_INVOICE_PATH, ORDER_NOT_FOUND } from '@shop/contracts/orders.ts';
import { CARD_PAYMENT_TYPES } from '@shop/contracts/rules/ordering-data.ts';
import { contract } from '@shop/contracts/routes.ts';
import { answer, errorToasts, failure, handle, ok } from '../contract-handler.ts';
import { invoiceDocument } from '../fixtures/files.ts';
import * as checkoutState from '../checkout-state.ts';

const { checkout, orders } = contract;

export const checkoutHandlers = [
  handle(checkout.getCheckout, () => ok(checkoutState.checkoutPage())),
  handle(checkout.updateOrderingData, ({ body }) => {
    const result = checkoutState.updateOrderingData(body.orderingData);
    return result.ok ? ok(result.value.reply, errorToasts(result.value.notices)) : answer(result);
  }),
  handle(orders.sendOrder, ({ body }) => answer(checkoutState.sendOrder(body))),
  handle(orders.cardPayment, ({ params }) => {
    const paid = checkoutState.payByCard((order) => order.invoiceNumber === params.invoiceNumber);
    return paid.ok ? ok({ payUrl: paid.value }) : answer(paid);
  }),
  handle(orders.paymentUrl, ({ params, query }) => {
    if (!CARD_PAYMENT_TYPES.has(query.paymentType))
      return failure(400, 'Этот способ оплаты не оплачивается онлайн: откройте счёт на оплату');
    const paid = checkoutState.payByCard((order) => order.orderCode === params.orderCode);
    return paid.ok ? ok({ paymentUrl: paid.value }) : answer(paid);
  }),
  handle(orders.getHistory, () => ok(checkoutState.history())),
  handle(orders.removeHistoryOrder, ({ params }) =>
    checkoutState.removeFromHistory(params.orderId) ? ok({ id: params.orderId }) : failure(404, ORDER_NOT_FOUND),
  ),
  handle(orders.changeHistoryComment, ({ params, body }) => {
    const orderData = checkoutState.changeComment(params.orderId, body.comment);
    return orderData ? ok({ orderData }) : failure(404, ORDER_NOT_FOUND);
  }),
  handle(orders.getOrder, ({ params }) => {
    const page = checkoutState.orderPage(params.orderCode);
    return page.ok ? ok(page.value) : failure(404, page.error, 'order');
  }),

  // The invoice is a document, not an envelope: outside the contract's JSON routes.
  http.get(`*${ORDER_INVOICE_PATH}`, ({ params }) => {
    const page = checkoutState.orderPage(String(params.orderCode));
    return page.ok ? HttpResponse.html(invoiceDocument(page.value)) : HttpResponse.json(failure(404, page.error), { status: 404 });
  }),
];
