import type { Pagination } from '@shop/contracts/catalogue.ts';
import { showsPagination } from '../listing-session.ts';
import { catalogueTexts } from '../texts.ts';
import styles from './catalogue.module.css';
import { Link } from '@/components/link.tsx';

/** Page links from the server's window; hidden at 1 or 2 pages (catalogue.md §9). */
export function PaginationNav({ pagination, currentPage }: { pagination: Pagination; currentPage: number }) {
  if (!showsPagination(pagination)) return null;
  let previous = 0;
  return (
    <nav className={styles.pagination} aria-label={catalogueTexts.pagination}>
      {pagination.prevPageUrl ? (
        <Link to={pagination.prevPageUrl} className={styles.pageLink} aria-label={catalogueTexts.previousPage}>
          ‹
        </Link>
      ) : null}
      {pagination.pages.map((link) => {
        const gap = link.page - previous > 1;
        previous = link.page;
        return (
          <span key={link.page} className={styles.pageItem}>
            {gap ? (
              <span className={styles.muted} aria-hidden="true">
                …
              </span>
            ) : null}
            <Link
              to={link.url}
              className={link.page === currentPage ? `${styles.pageLink} ${styles.active}` : styles.pageLink}
              aria-current={link.page === currentPage ? 'page' : undefined}
              aria-label={catalogueTexts.page(link.page)}
            >
              {link.page}
            </Link>
          </span>
        );
      })}
      {pagination.nextPageUrl ? (
        <Link to={pagination.nextPageUrl} className={styles.pageLink} aria-label={catalogueTexts.nextPage}>
          ›
        </Link>
      ) : null}
    </nav>
  );
}
