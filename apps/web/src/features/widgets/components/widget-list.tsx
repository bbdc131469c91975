import { useQuery } from '@tanstack/react-query';
import type { PageWidget, Widget } from '@shop/contracts/widgets.ts';
import { userWidgetQueryOptions } from '@/features/widgets/api/get-defined-widget.ts';
import { keyedWidgetQueryOptions } from '@/features/widgets/api/get-widget.ts';
import { isUserWidgetType } from '@/features/widgets/api/held-widget.ts';
import type { HeldWidget } from '@/features/widgets/api/held-widget.ts';
import { FirstScreenContext } from './use-widget-place.ts';
import { WidgetView } from './widget-view.tsx';

/**
 * The widgets that may show on the first screen: a billboard and the strip under it on a phone;
 * on a desktop the third widget already starts below 800 px.
 */
const FIRST_SCREEN_WIDGETS = 2;

const TYPE_NAMES: ReadonlySet<string> = new Set<Widget['widgetTypeName']>([
  'tabloid',
  'palisade',
  'classified',
  'billboard',
  'carousel',
  'product_history',
  'product_favorites',
  'category_history',
  'category_favorites',
  'announcements',
  'template',
]);

function isPageWidget(value: unknown): value is PageWidget {
  if (typeof value !== 'object' || value === null) return false;
  const { widgetKey, widgetHash, position, widgetData } = value as Record<string, unknown>;
  return (
    typeof widgetKey === 'string' &&
    typeof widgetHash === 'string' &&
    typeof position === 'number' &&
    typeof widgetData === 'object' &&
    widgetData !== null &&
    TYPE_NAMES.has(String((widgetData as Record<string, unknown>).widgetTypeName))
  );
}

/**
 * Page data types its widgets loosely (contracts' page.ts: unknown[]); the upstream builds them with
 * pageWidgetSchema. Anything not shaped as a page widget is left out rather than half rendered.
 */
export function readPageWidgets(widgets: readonly unknown[]): PageWidget[] {
  return widgets.filter(isPageWidget).sort((a, b) => a.position - b.position);
}

function useHeldPageWidget(entry: PageWidget, updatedAt: number): HeldWidget | null {
  const name = entry.widgetData.widgetTypeName;
  const initial: HeldWidget = { hash: entry.widgetHash, widget: entry.widgetData };
  const source = isUserWidgetType(name) ? userWidgetQueryOptions(name) : keyedWidgetQueryOptions(entry.widgetKey);
  // The page's copy seeds the cache; invalidating ['widgets'] (sign-in) revalidates it with its hash.
  const query = useQuery({ ...source, initialData: initial, initialDataUpdatedAt: updatedAt });
  // A page fetched after the cache was filled (the page is refetched after sign-in) brings the newer copy.
  return query.dataUpdatedAt >= updatedAt ? query.data : initial;
}

function PageWidgetItem({ entry, updatedAt, wide }: { entry: PageWidget; updatedAt: number; wide: boolean }) {
  const held = useHeldPageWidget(entry, updatedAt);
  return held ? <WidgetView widget={held.widget} wide={wide} /> : null;
}

export type WidgetListProps = {
  /** The page data's `widgets`. */
  widgets: readonly unknown[];
  /** When the page data was fetched (the page query's dataUpdatedAt). */
  updatedAt: number;
  wide?: boolean;
  className?: string;
};

/** The page's widgets in their order, each by its type; empty ones render nothing. */
export function WidgetList({ widgets, updatedAt, wide = false, className }: WidgetListProps) {
  const entries = readPageWidgets(widgets);
  if (entries.length === 0) return null;
  return (
    <div className={className}>
      {entries.map((entry, index) => (
        <FirstScreenContext key={entry.widgetKey} value={index < FIRST_SCREEN_WIDGETS}>
          <PageWidgetItem entry={entry} updatedAt={updatedAt} wide={wide} />
        </FirstScreenContext>
      ))}
    </div>
  );
}
