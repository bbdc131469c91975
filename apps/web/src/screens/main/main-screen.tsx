import { preload } from 'react-dom';
import type { Seo } from '@shop/contracts/page.ts';
import { usePageUpdatedAt } from '@/entities/page/api/page-updated-at.ts';
import { WidgetList } from '@/features/widgets/components/widget-list.tsx';
import { firstBillboardImages } from './lcp-image.ts';
import { BREAKPOINTS, fromWidth } from '@/config/breakpoints.ts';
import { useDocumentTitle } from '@/lib/document-title.ts';
import { useAppSelector } from '@/lib/store.ts';
import { selectSiteVersion } from '@/lib/ui-slice.ts';
import { useMediaQuery } from '@/lib/use-media-query.ts';
import { mainTexts } from './texts.ts';
import styles from './main-screen.module.css';

export type MainScreenProps = { page: { seo: Seo; widgets: readonly unknown[] } };

/**
 * Route 'main' (product-widgets-monitoring.md §2): the server's widgets in their order. Six products
 * a row on desktop, eight on a wide screen, three on mobile (the widgets count them).
 */
export function Screen({ page }: MainScreenProps) {
  const mobile = useAppSelector(selectSiteVersion) === 'mobile';
  const wide = useMediaQuery(fromWidth(BREAKPOINTS.wideDesktop)) && !mobile;
  const updatedAt = usePageUpdatedAt();
  const title = page.seo.seo_title.trim() || mainTexts.title;
  useDocumentTitle(title);
  // The billboard's first slide is the page's largest paint: ask for its pictures before anything else.
  for (const image of firstBillboardImages(page.widgets)) preload(image, { as: 'image', fetchPriority: 'high' });
  return (
    <div className={mobile ? `${styles.page} ${styles.mobile}` : styles.page} data-screen="main">
      <h1 className="visually-hidden">{title}</h1>
      <WidgetList widgets={page.widgets} updatedAt={updatedAt} wide={wide} />
    </div>
  );
}
