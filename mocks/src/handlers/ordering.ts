import { http, HttpResponse } from 'msw';
import { IDEMPOTENCY_KEY_HEADER, ORDER_INVOICE_PATH } from '@shop/contracts/ordering.ts';
import { contract } from '@shop/contracts/routes.ts';
import { fail, failure, handle, ok } from '../contract-handler.ts';
import * as ordering from '../ordering-state.ts';

const { ordering: checkout, orders } = contract;

type Refusal = { ok: false; status: number; error: string; messages?: string[] };

/** A refusal as the BFF turns the upstream's into an envelope: every text a toast. */
function refused(refusal: Refusal) {
  const texts = refusal.messages ?? [refusal.error];
  return fail({ message: refusal.error, statusCode: refusal.status }, texts.map((text) => ({ kind: 'error' as const, text })));
}

export const orderingHandlers = [
  handle(checkout.getOrdering, () => ok(ordering.orderingPage())),

  handle(checkout.updateOrderingData, ({ body }) => {
    const result = ordering.updateOrderingData(body.orderingData);
    if (!result.ok) return refused(result);
    return ok(result.value, result.notice ? [{ kind: 'error', text: result.notice }] : []);
  }),

  handle(orders.sendOrder, ({ body, request }) => {
    const key = request.headers.get(IDEMPOTENCY_KEY_HEADER) ?? '';
    const result = ordering.sendOrder(body, key);
    return result.ok ? ok(result.value) : refused(result);
  }),

  handle(orders.cardPayment, ({ params }) => {
    const result = ordering.cardPayment(params.invoiceNumber);
    return result.ok ? ok(result.value) : refused(result);
  }),

  handle(orders.paymentUrl, ({ params, query }) => {
    const result = ordering.paymentUrl(params.orderCode, query.paymentType);
    return result.ok ? ok(result.value) : refused(result);
  }),

  handle(orders.getHistory, () => ok(ordering.history())),

  handle(orders.removeHistoryOrder, ({ params }) => {
    const result = ordering.removeFromHistory(params.orderId);
    return result.ok ? ok(result.value) : refused(result);
  }),

  handle(orders.changeHistoryComment, ({ params, body }) => {
    const result = ordering.changeComment(params.orderId, body.comment);
    return result.ok ? ok(result.value) : refused(result);
  }),

  handle(orders.getOrder, ({ params }) => {
    const result = ordering.orderPage(params.orderCode);
    return result.ok ? ok(result.value) : failure(404, result.error, 'order');
  }),

  // The invoice is a document, not an envelope: outside the contract's JSON routes.
  http.get(`*${ORDER_INVOICE_PATH}`, ({ params }) => {
    const html = ordering.invoiceHtml(String(params.orderCode));
    if (!html) return HttpResponse.json(failure(404, 'Заказ не найден'), { status: 404 });
    return HttpResponse.html(html);
  }),
];
