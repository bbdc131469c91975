import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoint } from '@shop/contracts/browser/endpoint.ts';
import type { OrderHistory } from '@shop/contracts/orders.ts';
import { apiOf } from '@/lib/query-client.ts';
import { historyQueryKey } from './get-history.ts';

const removeEndpoint = endpoint('orders', 'removeHistoryOrder');

/** The row goes only when the reply is OK and names the removed id (cart-and-ordering.md §4). */
export function withoutRemoved(history: OrderHistory, reply: { id: number } | undefined): OrderHistory {
  if (!reply || !Number.isInteger(reply.id) || reply.id <= 0) return history;
  return { orders: history.orders.filter((order) => order.id !== reply.id) };
}

export function useRemoveHistoryOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: number, { client }) => apiOf(client).call(removeEndpoint, { params: { orderId } }),
    onSuccess: (reply) => {
      queryClient.setQueryData<OrderHistory>(historyQueryKey, (history) => (history ? withoutRemoved(history, reply) : history));
    },
  });
}
