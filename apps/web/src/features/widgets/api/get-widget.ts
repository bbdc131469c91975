import { queryOptions } from '@tanstack/react-query';
import { endpoint } from '@shop/contracts/browser/endpoint.ts';
import { apiOf } from '@/lib/query-client.ts';
import { revalidateWidget } from './held-widget.ts';
import type { HeldWidget, WidgetQueryKey } from './held-widget.ts';

const getWidgetEndpoint = endpoint('widgets', 'getWidget');

export const keyedWidgetQueryKey = (key: string) => ['widgets', 'keyed', key] as const satisfies WidgetQueryKey;

/** A keyed widget (main page, message page), revalidated with the hash held. */
export const keyedWidgetQueryOptions = (key: string) =>
  queryOptions<HeldWidget | null, Error, HeldWidget | null, WidgetQueryKey>({
    queryKey: keyedWidgetQueryKey(key),
    // A widget that fails to load is left out, without a toast.
    meta: { quietFailure: true },
    queryFn: ({ client, queryKey, signal }) =>
      revalidateWidget(client, queryKey, (hash) =>
        apiOf(client).call(getWidgetEndpoint, { params: { key }, query: hash ? { hash } : {} }, { signal }),
      ),
  });
