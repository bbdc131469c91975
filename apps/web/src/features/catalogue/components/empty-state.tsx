import type { CataloguePageSections } from '@shop/contracts/catalogue.ts';
import { ButtonLink } from '@/components/button.tsx';
import { catalogueTexts } from '../texts.ts';
import styles from './catalogue.module.css';

/** catalogue.md §8: search finds nothing, a base list is empty, or the filters leave nothing. */
export function EmptyState({ sections }: { sections: CataloguePageSections }) {
  const filtered = Object.keys(sections.selectedFilters).length > 0;
  if (filtered) {
    return (
      <section className={styles.empty} aria-labelledby="listing-empty">
        <h2 id="listing-empty">{catalogueTexts.tooStrict.title}</h2>
        <p>{catalogueTexts.tooStrict.text}</p>
        <ButtonLink to={sections.listing.basePath}>{catalogueTexts.tooStrict.reset}</ButtonLink>
      </section>
    );
  }
  const text = sections.listing.kind === 'search' ? catalogueTexts.emptySearch : catalogueTexts.emptyList;
  return (
    <section className={styles.empty} aria-labelledby="listing-empty">
      <h2 id="listing-empty">{text.title}</h2>
      <p>{text.text}</p>
    </section>
  );
}
