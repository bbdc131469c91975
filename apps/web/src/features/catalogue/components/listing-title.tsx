import type { CataloguePageSections } from '@shop/contracts/catalogue.ts';
import { CategoryFavoriteToggle } from '@/entities/user/components/progressive-favorite-toggle.ts';
import { isBaseList } from '../base-lists.ts';
import { BaseListLinks } from '../later-parts.ts';
import { catalogueTexts } from '../texts.ts';
import styles from './catalogue.module.css';
import { Link } from '@/components/link.tsx';

/** Breadcrumbs, the title with the count and, for a category, its favourite toggle. */
export function ListingTitle({ sections, mobile }: { sections: CataloguePageSections; mobile: boolean }) {
  return (
    <header className={styles.titleBlock}>
      {!mobile && sections.breadcrumbs.length > 1 ? (
        <nav aria-label={catalogueTexts.breadcrumbs} className={styles.breadcrumbs}>
          {sections.breadcrumbs.slice(0, -1).map((crumb) => (
            <Link key={crumb.path} to={crumb.path}>
              {crumb.name}
            </Link>
          ))}
        </nav>
      ) : null}
      <div className={styles.titleRow}>
        <h1 className={styles.title}>{sections.listing.title}</h1>
        <span className={styles.muted}>{sections.contentTitleLabel}</span>
        {sections.category ? (
          <CategoryFavoriteToggle categoryId={sections.category.id} favorite={sections.categoryIsFavorite} withText={!mobile} />
        ) : null}
      </div>
      {isBaseList(sections.listing.kind) ? <BaseListLinks sections={sections} mobile={mobile} /> : null}
      {sections.subcategories.length > 0 ? (
        <nav aria-label={catalogueTexts.subcategories}>
          <ul className={styles.subcategories}>
            {sections.subcategories.map((category) => (
              <li key={category.id}>
                <Link to={category.path}>{category.name}</Link> <span className={styles.muted}>{category.count}</span>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </header>
  );
}
