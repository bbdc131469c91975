import type { ProductPage } from '@shop/contracts/product.ts';
import { useCopy } from '../use-copy.ts';
import { productTexts as texts } from '../texts.ts';
import styles from './product.module.css';

/** Product code copyable with 'Скопировано' for 5 s, and the article number (assval14). */
export function ProductCodes({ product }: { product: ProductPage }) {
  const { copied, copy } = useCopy();
  const code = product.assortment.sortId;
  return (
    <p className={styles.codes}>
      <span>
        {texts.code}:{' '}
        <button type="button" className={styles.copyCode} onClick={() => void copy(code)} aria-label={texts.copyCode(code)}>
          {code}
        </button>
        <span role="status" className={styles.copied}>
          {copied ? texts.copied : ''}
        </span>
      </span>
      {product.assortment.assval14 ? (
        <span>
          {texts.article}: {product.assortment.assval14}
        </span>
      ) : null}
    </p>
  );
}
