import type { ProductCard } from '@shop/contracts/catalogue.ts';
import { loadChunk } from '@/lib/chunk-reload.ts';
import { catalogueTexts } from '../texts.ts';
import styles from './catalogue.module.css';

/** The cards loaded so far as a CSV file named after the listing; its writer is loaded on the click. */
export function DownloadButton({ products, title }: { products: readonly ProductCard[]; title: string }) {
  return (
    <button
      type="button"
      className={styles.linkButton}
      disabled={products.length === 0}
      onClick={() =>
        void loadChunk(() => import('../csv.ts')).then(({ downloadCsv, listingCsv }) =>
          downloadCsv(`${title.replace(/[\\/:*?"<>|]+/g, ' ').trim() || 'catalogue'}.csv`, listingCsv(products, window.location.origin)),
        )
      }
    >
      {catalogueTexts.download}
    </button>
  );
}
