import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { USER_WIDGET_TYPES, Widget, WidgetReply } from '@shop/contracts/widgets.ts';

/** A widget the client holds, with the hash that lets the server answer 'not modified'. */
export type HeldWidget = { hash: string; widget: Widget };

/** Every widget query key starts with this, so one invalidation reaches them all (sign-in). */
export const widgetsQueryKey = ['widgets'] as const;

/** A keyed widget's or a shopper's widget's key: the same shape, so a page widget may use either. */
export type WidgetQueryKey = readonly ['widgets', 'keyed' | 'defined', string];

/** The widgets built from the shopper's views and favourites (contracts' USER_WIDGET_TYPES, zod-free here). */
export const userWidgetTypes = [
  'product_history',
  'product_favorites',
  'category_history',
  'category_favorites',
] as const satisfies typeof USER_WIDGET_TYPES;
export type UserWidgetType = (typeof userWidgetTypes)[number];

/**
 * Types 6 to 10 follow the shopper, so they are reinitialised: asked for without the held hash, and
 * the answer replaces what was held (product-widgets-monitoring.md §7).
 */
const REINITIALISED: ReadonlySet<Widget['widgetTypeName']> = new Set([...userWidgetTypes, 'announcements']);

export const isReinitialised = (widget: Widget) => REINITIALISED.has(widget.widgetTypeName);

export const isUserWidgetType = (name: string): name is UserWidgetType => (userWidgetTypes as readonly string[]).includes(name);

/**
 * Asks for a widget with the hash of what the cache holds; a not-modified answer keeps it.
 * Null: the server has nothing to show.
 */
export async function revalidateWidget(
  client: QueryClient,
  queryKey: QueryKey,
  fetchReply: (hash: string | undefined) => Promise<WidgetReply>,
): Promise<HeldWidget | null> {
  const held = client.getQueryData<HeldWidget | null>(queryKey) ?? undefined;
  const sendHash = held && !isReinitialised(held.widget) ? held.hash : undefined;
  const reply = await fetchReply(sendHash);
  if (reply.notModified && held) return held;
  return reply.widgetData ? { hash: reply.widgetHash, widget: reply.widgetData } : null;
}
