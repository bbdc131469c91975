import type { CataloguePageSections } from '@shop/contracts/catalogue.ts';
import { allowsList, BASE_LISTS } from '../base-lists.ts';
import { catalogueTexts } from '../texts.ts';
import styles from './catalogue.module.css';
import { NavLink } from '@/components/link.tsx';

/** The shortcut links of the base pages (catalogue.md §2), those the page data allows. */
export function BaseListLinks({ sections, mobile }: { sections: CataloguePageSections; mobile: boolean }) {
  const shown = BASE_LISTS.filter((kind) => allowsList(kind, sections, mobile));
  return (
    <nav aria-label={catalogueTexts.baseLists.label}>
      <ul className={styles.baseLists}>
        {shown.map((kind) => (
          <li key={kind}>
            <NavLink to={`/${kind}/`} className={({ isActive }) => (isActive ? `${styles.baseList} ${styles.active}` : styles.baseList)}>
              {catalogueTexts.baseLists[kind]}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
