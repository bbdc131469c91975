import { Link } from 'react-router';
import { Price } from '@shop/ui/price.tsx';
import type { CatalogProducts } from '@shop/contracts/catalog.ts';
import { Breadcrumbs } from '@/components/breadcrumbs.tsx';
import styles from '@/components/screen.module.css';
import type { PageProps } from '@/entities/page/page-props.ts';
import { catalogTexts } from './texts.ts';

function Products({ products }: { products: CatalogProducts['products'] }) {
  if (products.length === 0) return <p className={styles.muted}>{catalogTexts.empty}</p>;
  return (
    <ul className={styles.rows} aria-label={catalogTexts.products}>
      {products.map((product) => (
        <li key={product.id} className={styles.row}>
          <Link to={product.url}>{product.name}</Link>
          <Price value={product.price} />
        </li>
      ))}
    </ul>
  );
}

/** Route 'catalog': a category, brand, search or base list: its title, breadcrumbs, sections and goods. */
export function Screen({ page }: PageProps<'catalog'>) {
  const { sections } = page;
  if (!('products' in sections)) {
    // Only the count was asked for (catalogue.md §7, countAssorts=1).
    return (
      <section className={styles.page}>
        <h1 className={styles.title}>{page.seo.seo_title}</h1>
        <p className={styles.muted}>{sections.contentTitleLabel}</p>
      </section>
    );
  }
  const listing = 'listing' in sections ? sections : null;
  return (
    <section className={styles.page}>
      {listing ? <Breadcrumbs items={listing.breadcrumbs} /> : null}
      <h1 className={styles.title}>{listing?.listing.title ?? page.seo.seo_title}</h1>
      {listing ? <p className={styles.muted}>{listing.contentTitleLabel}</p> : null}
      {listing && listing.subcategories.length > 0 ? (
        <nav aria-label={catalogTexts.subcategories}>
          <ul className={styles.links}>
            {listing.subcategories.map((category) => (
              <li key={category.id}>
                <Link to={category.path}>{category.name}</Link> <span className={styles.muted}>{category.count}</span>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <Products products={sections.products} />
    </section>
  );
}
