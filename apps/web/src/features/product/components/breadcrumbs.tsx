import { Link } from 'react-router';
import type { ProductPage } from '@shop/contracts/product.ts';
import { productTexts as texts } from '../texts.ts';
import styles from './product.module.css';

export function Breadcrumbs({ items }: { items: ProductPage['breadcrumbs'] }) {
  return (
    <nav aria-label={texts.breadcrumbs} className={styles.breadcrumbs}>
      <ol>
        {items.map((item, index) =>
          index === items.length - 1 ? (
            <li key={item.path} aria-current="page">
              {item.name}
            </li>
          ) : (
            <li key={item.path}>
              <Link to={item.path}>{item.name}</Link>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
