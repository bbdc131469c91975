import { readPageWidgets } from '@/features/widgets/components/widget-list.tsx';
import { imageUrl } from '@/lib/api-client.ts';

/** The picture of the billboard's first slide when the billboard opens the page: the main page's LCP. */
export function firstBillboardImage(widgets: readonly unknown[]): string | null {
  const [first] = readPageWidgets(widgets);
  if (first?.widgetData.widgetTypeName !== 'billboard') return null;
  const file = first.widgetData.multi[0]?.mainFile;
  return file ? imageUrl(file) : null;
}
