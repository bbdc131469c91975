import { endpoint } from '@shop/contracts/browser/endpoint.ts';
import type { ApiClient } from '@/lib/api-client.ts';

const getUpdatesEndpoint = endpoint('monitoring', 'getUpdates');

/**
 * The refresh flag (product-widgets-monitoring.md §7, isSalesUpdated). Polled outside React
 * Query's cache: 57 600 answers a day would be nothing but churn there.
 */
export async function getSalesUpdated(api: ApiClient, key: string, signal?: AbortSignal): Promise<boolean> {
  const reply = await api.call(getUpdatesEndpoint, { query: { key } }, { signal });
  return reply.updated;
}
