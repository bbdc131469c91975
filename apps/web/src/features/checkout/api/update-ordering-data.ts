import { endpoint } from '@shop/contracts/endpoint.ts';
import type { OrderingDataInput, orderingRoutes } from '@shop/contracts/ordering.ts';
import { callApi } from '@/lib/api-client.ts';

const updateEndpoint = endpoint<typeof orderingRoutes.updateOrderingData>('PUT', '/api/ordering/data');

export function updateOrderingData(orderingData: OrderingDataInput, signal?: AbortSignal) {
  return callApi(updateEndpoint, { body: { orderingData } }, { signal });
}
