import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { endpoint } from '@shop/contracts/browser/endpoint.ts';
import type { CART_WIDGET_KEY } from '@shop/contracts/widgets.ts';
import { apiOf } from '@/lib/query-client.ts';
import { widgetsQueryKey } from './held-widget.ts';
import type { HeldWidget } from './held-widget.ts';

const getCartWidgetEndpoint = endpoint('widgets', 'getCartWidget');

/** The cart page's widget key (contracts' CART_WIDGET_KEY, zod-free here). */
export const cartWidgetKey: typeof CART_WIDGET_KEY = 'cart_page_relates';

/** Keyed by the goods in the cart: removing or adding a line asks for the goods that go with the rest. */
export const cartWidgetQueryKey = (goods: readonly number[]) => [...widgetsQueryKey, 'cart', cartWidgetKey, goods] as const;

export const cartWidgetQueryOptions = (goods: readonly number[]) =>
  queryOptions({
    queryKey: cartWidgetQueryKey(goods),
    meta: { quietFailure: true },
    queryFn: async ({ client, signal }): Promise<HeldWidget | null> => {
      const reply = await apiOf(client).call(getCartWidgetEndpoint, { query: { key: cartWidgetKey } }, { signal });
      return reply.widgetData ? { hash: reply.widgetHash, widget: reply.widgetData } : null;
    },
    // The strip under the cart stays while the next one loads: no placeholder on the cart page (§7).
    placeholderData: keepPreviousData,
  });
