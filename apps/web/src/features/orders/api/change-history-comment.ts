import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoint } from '@shop/contracts/browser/endpoint.ts';
import type { OrderHistory } from '@shop/contracts/orders.ts';
import { apiOf } from '@/lib/query-client.ts';
import { historyQueryKey } from './get-history.ts';

const commentEndpoint = endpoint('orders', 'changeHistoryComment');

export function useChangeHistoryComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, comment }: { orderId: number; comment: string }, { client }) =>
      apiOf(client).call(commentEndpoint, { params: { orderId }, body: { comment } }),
    onSuccess: ({ orderData }) => {
      queryClient.setQueryData<OrderHistory>(historyQueryKey, (history) =>
        history ? { orders: history.orders.map((order) => (order.id === orderData.id ? orderData : order)) } : history,
      );
    },
  });
}
