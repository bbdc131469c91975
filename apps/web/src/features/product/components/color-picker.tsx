import type { ProductPage } from '@shop/contracts/product.ts';
import { useRememberColor } from '@/features/product/api/colors.ts';
import { PRODUCT_MODALS, useProductModal } from '../modals.ts';
import { productTexts as texts } from '../texts.ts';
import styles from './color-picker.module.css';

/** Swatches shown on the page; the rest are in the colours modal with its search. */
export const SHOWN_SWATCHES = 8;

/** The colour of goods sold in colours: swatches (colorBtns), the chosen one remembered (§7 rememberColor). */
export function ColorPicker({ product, currentPath }: { product: ProductPage; currentPath: string }) {
  const remember = useRememberColor(currentPath);
  const modal = useProductModal(PRODUCT_MODALS.colors);
  const buttons = product.colorsData.colorBtns;
  if (buttons.length === 0) return null;
  const chosen = buttons.find((color) => color.id === product.colorId) ?? buttons.find((color) => color.selected);
  return (
    <div className={styles.picker} role="group" aria-label={texts.colors.group} aria-busy={remember.isPending}>
      <p className={styles.name}>
        {texts.colors.group}: <strong>{chosen?.name ?? texts.colors.notChosen}</strong>
      </p>
      <div className={styles.swatches}>
        {buttons.slice(0, SHOWN_SWATCHES).map((color) => (
          <button
            key={color.id}
            type="button"
            className={styles.swatch}
            style={{ background: color.code }}
            aria-pressed={color.id === chosen?.id}
            aria-label={texts.colors.choose(color.name)}
            title={color.name}
            disabled={remember.isPending}
            onClick={() => remember.mutate({ assortmentId: product.assortment.id, colorId: color.id, currentColor: product.colorId })}
          />
        ))}
        <button type="button" className={styles.all} onClick={modal.show} aria-haspopup="dialog">
          {texts.colors.all}
        </button>
      </div>
    </div>
  );
}
