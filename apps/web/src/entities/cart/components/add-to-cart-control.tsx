import type { Multism } from '@shop/contracts/cart.ts';
import { quantityStep } from '@shop/ui/quantity.ts';
import { QuantityInput } from '@shop/ui/quantity-input.tsx';
import { PostForm, submitBy } from '@/lib/post-form.tsx';
import { addItemEndpoint, useAddToCart } from '../api/add-to-cart.ts';
import type { LineRef } from '../api/cart-cache.ts';
import { useCartLineOf } from '../api/get-cart.ts';
import { useRemoveCartItem } from '../api/remove-cart-item.ts';
import { useUpdateCartItem } from '../api/update-cart-item.ts';
import { useWaitingLine } from '../offline/waiting-changes.ts';
import { useLineForms } from './line-forms.tsx';
import { addToCartTexts as texts } from './texts.ts';
import styles from './add-to-cart-control.module.css';

export type AddToCartControlProps = {
  /** The variety (assortment) that goes into the cart. */
  assortmentId: number;
  /** The chosen colour, when the goods have colours; a line is one assortment in one colour. */
  colorId?: number | null;
  /** The unit sold: the step of plus and minus is mult / coef; its id goes with quantity changes. */
  multism: Multism;
  /** The product's name, for the quantity field's accessible name. */
  name: string;
  /** Out of stock: 'Товара нет' instead of the add button; a line already in the cart shows 0, disabled. */
  unavailable?: boolean;
  /**
   * Several matching varieties (assortment_variety_counter above 1): the control opens `url` in a
   * new tab to choose one instead of adding. `text` is the counter's text ('3 варианта').
   */
  variety?: { count: number; text: string; url: string } | null;
  /** What the listing says is in the cart (orderQuantity), shown until the cart itself has loaded. */
  listedQuantity?: number;
  /** Narrower buttons for the mobile card. */
  compact?: boolean;
  /** Stretch to the width of its container. */
  block?: boolean;
  className?: string;
};

/**
 * The card's and product page's cart control (cart-and-ordering.md §4): 'В корзину' while the line
 * is not in the cart, then minus, quantity and plus on the shared cart cache. Minus at one step
 * removes the line, and the control is back at 'В корзину' (quantity 0).
 *
 * A page shows dozens of these: each reads only its own line of the cart, so a cart change
 * re-renders the controls whose line it changed, and each holds only the mutations of what it shows.
 */
export function AddToCartControl({
  assortmentId,
  colorId = null,
  multism,
  name,
  unavailable = false,
  variety = null,
  listedQuantity = 0,
  compact = false,
  block = false,
  className,
}: AddToCartControlProps) {
  const line = useCartLineOf({ assortmentId, colorId });
  const waiting = useWaitingLine({ assortmentId, colorId });
  // A line added while offline is not in the shop's cart yet: its quantity is the waiting add's.
  const quantity = waiting?.addedQuantity ?? (line === undefined ? listedQuantity : (line?.quantity ?? 0));
  const step = quantityStep(multism.mult, multism.coef);
  const classes = [styles.control, compact ? styles.compact : '', block ? styles.block : '', className ?? ''].filter(Boolean).join(' ');

  if (variety && variety.count > 1) {
    return (
      <div className={classes}>
        <a
          className={`${styles.button} ${styles.variety}`}
          href={variety.url}
          target="_blank"
          rel="noopener noreferrer"
          title={variety.text ? texts.chooseVariantTitle(variety.text) : undefined}
        >
          {texts.chooseVariant}
        </a>
      </div>
    );
  }

  if (unavailable && quantity <= 0) {
    return (
      <div className={classes}>
        <button type="button" className={`${styles.button} ${styles.outOfStock}`} title={texts.outOfStockTitle} disabled>
          {texts.outOfStock}
        </button>
      </div>
    );
  }

  return (
    <div className={classes}>
      {quantity <= 0 ? (
        <AddButton assortmentId={assortmentId} colorId={colorId} quantity={step} />
      ) : (
        <LineQuantity
          line={{ assortmentId, colorId }}
          quantity={quantity}
          step={step}
          multism={line?.multism ?? multism.id}
          unavailable={unavailable}
          compact={compact}
          name={name}
        />
      )}
      {waiting ? (
        <span className={styles.waiting} role="status">
          {texts.waiting}
        </span>
      ) : null}
    </div>
  );
}

function AddButton({ assortmentId, colorId, quantity }: { assortmentId: number; colorId: number | null; quantity: number }) {
  const add = useAddToCart();
  return (
    <PostForm endpoint={addItemEndpoint} fields={{ assortmentId, quantity, colorId }} className={styles.form}>
      <button
        type="submit"
        className={styles.button}
        disabled={add.isPending}
        aria-busy={add.isPending}
        onClick={submitBy(() => add.mutate({ assortmentId, colorId, quantity }))}
      >
        {add.isPending ? texts.adding : texts.add}
      </button>
    </PostForm>
  );
}

type LineQuantityProps = {
  line: LineRef;
  quantity: number;
  step: number;
  /** Id of the line's unit, sent with each change. */
  multism: number;
  unavailable: boolean;
  compact: boolean;
  name: string;
};

function LineQuantity({ line, quantity, step, multism, unavailable, compact, name }: LineQuantityProps) {
  const update = useUpdateCartItem();
  const remove = useRemoveCartItem();
  const changeQuantity = (next: number) => {
    if (next <= 0) remove.mutate(line);
    else update.mutate({ ...line, quantity: next, multism });
  };
  const { ids, forms } = useLineForms({ line, quantity, step, multism });
  return (
    <>
      {forms}
      <QuantityInput
        forms={ids}
        value={quantity}
        step={step}
        unavailable={unavailable}
        onChange={changeQuantity}
        compact={compact}
        label={texts.quantityOf(name)}
        minusLabel={texts.minus}
        plusLabel={texts.plus}
      />
    </>
  );
}
