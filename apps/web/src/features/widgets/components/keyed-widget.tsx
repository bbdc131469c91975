import { useQuery } from '@tanstack/react-query';
import type { UseQueryResult } from '@tanstack/react-query';
import { useCart } from '@/entities/cart/api/get-cart.ts';
import { cartWidgetQueryOptions } from '@/features/widgets/api/get-cart-widget.ts';
import { userWidgetQueryOptions } from '@/features/widgets/api/get-defined-widget.ts';
import { keyedWidgetQueryOptions } from '@/features/widgets/api/get-widget.ts';
import type { HeldWidget, UserWidgetType } from '@/features/widgets/api/held-widget.ts';
import { WidgetSkeleton } from './widget-skeleton.tsx';
import { WidgetView } from './widget-view.tsx';

type ShowOptions = { wide?: boolean; placeholder?: boolean };

function Held({ query, wide = false, placeholder = true }: { query: UseQueryResult<HeldWidget | null> } & ShowOptions) {
  if (query.isPending) return placeholder ? <WidgetSkeleton /> : null;
  // A widget that cannot be had is left out; the page around it stands (no toast either).
  if (!query.data) return null;
  return <WidgetView widget={query.data.widget} wide={wide} />;
}

/** A widget asked for by its key (the message page's salecatsCLS, ...); a placeholder while pending. */
export function KeyedWidget({ widgetKey, ...options }: { widgetKey: string } & ShowOptions) {
  return <Held query={useQuery(keyedWidgetQueryOptions(widgetKey))} {...options} />;
}

/** The shopper's own widget: viewed or favourite products and categories. */
export function UserWidget({ type, ...options }: { type: UserWidgetType } & ShowOptions) {
  return <Held query={useQuery(userWidgetQueryOptions(type))} {...options} />;
}

/** The goods that go with the cart's, under the cart; no placeholder on the cart page (§7). */
export function CartWidget({ wide = false }: { wide?: boolean }) {
  const cart = useCart();
  const goods = (cart.data?.cartPageData.products ?? []).map((line) => line.assortment.id).sort((a, b) => a - b);
  const query = useQuery({ ...cartWidgetQueryOptions(goods), enabled: cart.isSuccess });
  return <Held query={query} wide={wide} placeholder={false} />;
}
