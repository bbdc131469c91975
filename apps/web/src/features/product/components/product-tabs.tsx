import type { ProductPage, ProductTab } from '@shop/contracts/product.ts';
import { productTexts as texts } from '../texts.ts';
import styles from './product-tabs.module.css';
import { Link } from '@/components/link.tsx';

/** The address of a tab: the product's URL, or its /related/ and /analogs/ (§2 links). */
export const tabPath = (productUrl: string, tab: ProductTab) => (tab === 'index' ? productUrl : `${productUrl}${tab}/`);

const TABS: ReadonlyArray<{ tab: ProductTab; label: string }> = [
  { tab: 'index', label: texts.tabs.index },
  { tab: 'related', label: texts.tabs.related },
  { tab: 'analogs', label: texts.tabs.analogs },
];

/** §2 page tabs: index, related (accessories) and analogs, each its own address. */
export function ProductTabs({ product }: { product: Pick<ProductPage, 'tab' | 'productUrl'> }) {
  return (
    <nav className={styles.tabs} aria-label={texts.tabs.label}>
      <ul>
        {TABS.map(({ tab, label }) => (
          <li key={tab}>
            <Link to={tabPath(product.productUrl, tab)} aria-current={product.tab === tab ? 'page' : undefined} preventScrollReset={false}>
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
