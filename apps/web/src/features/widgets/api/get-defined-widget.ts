import { queryOptions } from '@tanstack/react-query';
import { endpoint } from '@shop/contracts/browser/endpoint.ts';
import { apiOf } from '@/lib/query-client.ts';
import { revalidateWidget } from './held-widget.ts';
import type { HeldWidget, UserWidgetType, WidgetQueryKey } from './held-widget.ts';

const getDefinedWidgetEndpoint = endpoint('widgets', 'getDefinedWidget');

export const userWidgetQueryKey = (type: UserWidgetType) => ['widgets', 'defined', type] as const satisfies WidgetQueryKey;

/** The shopper's own widget (views, favourites); always asked for afresh, see isReinitialised. */
export const userWidgetQueryOptions = (type: UserWidgetType) =>
  queryOptions<HeldWidget | null, Error, HeldWidget | null, WidgetQueryKey>({
    queryKey: userWidgetQueryKey(type),
    meta: { quietFailure: true },
    queryFn: ({ client, queryKey, signal }) =>
      revalidateWidget(client, queryKey, (hash) =>
        apiOf(client).call(getDefinedWidgetEndpoint, { params: { type }, query: hash ? { hash } : {} }, { signal }),
      ),
  });
