import { mutationOptions } from '@tanstack/react-query';
import { endpoint } from '@shop/contracts/browser/endpoint.ts';
import type { OrderingDataInput, CheckoutPage, CheckoutUpdateReply } from '@shop/contracts/checkout.ts';
import { apiOf } from '@/lib/query-client.ts';

const updateEndpoint = endpoint('checkout', 'updateOrderingData');

/**
 * Saves a change of the ordering data (PUT /api/ordering/data). The checkout's listener runs it
 * through the query client's mutation cache, so a refusal is toasted like any other.
 */
export const updateOrderingDataOptions = () =>
  mutationOptions({
    mutationKey: ['ordering', 'update'],
    mutationFn: (orderingData: OrderingDataInput, { client }) => apiOf(client).call(updateEndpoint, { body: { orderingData } }),
  });

/** The cached checkout page after an update: the server's totals, dates, addresses and door availability. */
export function withUpdateReply(page: CheckoutPage, reply: CheckoutUpdateReply): CheckoutPage {
  return {
    ...page,
    orderingData: reply.bodyData,
    orderingDataHash: reply.orderingDataHash,
    total: reply.totals,
    cartPageData: { ...page.cartPageData, total: reply.totals, datesInfo: reply.datesInfo },
  };
}
