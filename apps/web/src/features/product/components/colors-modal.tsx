import { useId, useState } from 'react';
import type { ProductPage } from '@shop/contracts/product.ts';
import { Modal } from '@shop/ui/modal.tsx';
import { useAppSelector } from '@/lib/store.ts';
import { selectSiteVersion } from '@/lib/ui-slice.ts';
import { useRememberColor } from '@/features/product/api/colors.ts';
import { useFilteredColors } from '@/features/product/api/filtered-colors.ts';
import { useDebounced } from '@/lib/use-debounced.ts';
import { productTexts as texts } from '../texts.ts';
import styles from './forms.module.css';

/** Typing pauses this long before the colours are searched. */
export const COLOR_SEARCH_DELAY_MS = 300;

/** §2 colours modal: the variety's colours filtered by name (§7 getFilteredColors); a choice is remembered (rememberColor). */
export function ColorsModal({ product, currentPath, onClose }: { product: ProductPage; currentPath: string; onClose: () => void }) {
  const t = texts.colors;
  const sheet = useAppSelector(selectSiteVersion) === 'mobile';
  const [search, setSearch] = useState('');
  const term = useDebounced(search.trim(), COLOR_SEARCH_DELAY_MS);
  const colors = useFilteredColors(product.assortment.id, term);
  const remember = useRememberColor(currentPath);
  const searchId = useId();
  const shown = colors.data?.colors ?? product.colorsData.productColors;
  return (
    <Modal open onClose={onClose} title={t.title} sheet={sheet}>
      <label htmlFor={searchId} className={styles.label}>
        {t.search}
      </label>
      <input
        id={searchId}
        className={styles.search}
        type="search"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        autoComplete="off"
      />
      {shown.length === 0 ? (
        <p className={styles.empty} role="status">
          {t.nothing}
        </p>
      ) : (
        <ul className={styles.colorList} aria-busy={colors.isFetching}>
          {shown.map((color) => (
            <li key={color.id}>
              <button
                type="button"
                aria-pressed={product.colorId === color.id}
                disabled={remember.isPending}
                onClick={() =>
                  remember.mutate(
                    { assortmentId: product.assortment.id, colorId: color.id, currentColor: product.colorId },
                    { onSuccess: onClose },
                  )
                }
              >
                <span className={styles.swatch} style={{ background: color.code }} aria-hidden="true" />
                {color.name}
              </button>
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
