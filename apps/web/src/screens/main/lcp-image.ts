import { readPageWidgets } from '@/features/widgets/components/widget-list.tsx';
import { imageUrl } from '@/lib/api-client.ts';

/**
 * The pictures of the billboard's first slide when the billboard opens the page: its picture and
 * its background, either of which the browser may count as the main page's largest paint (the
 * background is found only when the slide's style is read, after the styles and other pictures).
 */
export function firstBillboardImages(widgets: readonly unknown[]): string[] {
  const [first] = readPageWidgets(widgets);
  if (first?.widgetData.widgetTypeName !== 'billboard') return [];
  const slide = first.widgetData.multi[0];
  return [slide?.mainFile, slide?.backgroundFile].filter((file): file is string => Boolean(file)).map(imageUrl);
}
