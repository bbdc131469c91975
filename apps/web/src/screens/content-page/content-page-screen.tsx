import type { FullListSections } from '@shop/contracts/catalogue.ts';
import { SafeHtml } from '@shop/ui/safe-html.tsx';
import { ErrorPage } from '@/components/error-page.tsx';
import { BrandsList } from '@/features/full-lists/components/brands-list.tsx';
import { CategoriesList } from '@/features/full-lists/components/categories-list.tsx';
import { useDocumentTitle } from '@/lib/document-title.ts';
import { useAppSelector } from '@/lib/store.ts';
import { selectSiteVersion } from '@/lib/ui-slice.ts';
import { LinkListPage } from './link-list-page.tsx';
import { isContentSections, isFullList } from './sections.ts';
import type { ContentPageProps } from './sections.ts';
import styles from './content-page.module.css';

/**
 * Route 'page' (product-widgets-monitoring.md §2): a content page is its title and the server's
 * HTML, sanitised; the full lists of categories and brands are shown only when the page data has
 * a path (else the page is not found); a legacy marks or categories page is its name and its lists.
 */
export function Screen({ page }: ContentPageProps) {
  const mobile = useAppSelector(selectSiteVersion) === 'mobile';
  const { sections } = page;
  const heading = isContentSections(sections) ? sections.title : sections.name;
  useDocumentTitle(page.seo.seo_title.trim() || heading);
  if (isFullList(sections) && sections.path === '') return <ErrorPage />;
  return (
    <div className={mobile ? `${styles.page} ${styles.mobile}` : styles.page} data-screen="content-page">
      {isContentSections(sections) ? (
        <article className={styles.article}>
          <h1 className={styles.title}>{sections.title}</h1>
          <SafeHtml className={styles.html} html={sections.html} />
        </article>
      ) : isFullList(sections) ? (
        <>
          <h1 className={styles.title}>{sections.name}</h1>
          <FullList sections={sections} mobile={mobile} />
        </>
      ) : (
        <LinkListPage sections={sections} mobile={mobile} />
      )}
    </div>
  );
}

function FullList({ sections, mobile }: { sections: FullListSections; mobile: boolean }) {
  return sections.kind === 'brands' ? (
    <BrandsList sections={sections} mobile={mobile} />
  ) : (
    <CategoriesList sections={sections} mobile={mobile} />
  );
}
