import { SafeHtml } from '@shop/ui/safe-html.tsx';
import { useDocumentTitle } from '@/lib/document-title.ts';
import { useAppSelector } from '@/lib/store.ts';
import { selectSiteVersion } from '@/lib/ui-slice.ts';
import { LinkListPage } from './link-list-page.tsx';
import { isContentSections } from './sections.ts';
import type { ContentPageProps } from './sections.ts';
import styles from './content-page.module.css';

/**
 * Route 'page' (product-widgets-monitoring.md §2): a content page is its title and the server's
 * HTML, sanitised; a marks or categories page is its name and its lists.
 */
export function Screen({ page }: ContentPageProps) {
  const mobile = useAppSelector(selectSiteVersion) === 'mobile';
  const { sections } = page;
  const heading = isContentSections(sections) ? sections.title : sections.name;
  useDocumentTitle(page.seo.seo_title.trim() || heading);
  return (
    <div className={mobile ? `${styles.page} ${styles.mobile}` : styles.page} data-screen="content-page">
      {isContentSections(sections) ? (
        <article className={styles.article}>
          <h1 className={styles.title}>{sections.title}</h1>
          <SafeHtml className={styles.html} html={sections.html} />
        </article>
      ) : (
        <LinkListPage sections={sections} mobile={mobile} />
      )}
    </div>
  );
}
