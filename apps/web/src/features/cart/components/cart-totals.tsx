import type { CartTotal } from '@shop/contracts/cart.ts';
import { DeliveryType } from '@shop/contracts/browser/checkout.ts';
import { FREE_DELIVERY_FROM } from '@shop/contracts/rules/cart-totals.ts';
import { PRICE_ON_REQUEST } from '@shop/contracts/rules/roubles.ts';
import { formatNumber, formatPrice, formatSum } from '@shop/ui/format.ts';
import { plural } from '@shop/ui/plural.ts';
import { Button, ButtonLink } from '@/components/button.tsx';
import { CHECKOUT_URL } from '@/features/cart/open-panel.ts';
import { cartTexts } from '@/features/cart/texts.ts';
import styles from './cart-totals.module.css';

export function positionsLine(count: number): string {
  return cartTexts.positionsLine(formatNumber(count), plural(count, cartTexts.productWords));
}

/**
 * The amount the shopper pays: goods with delivery. The spec names it "total"; with free delivery
 * both are the same, and showing a sum without a paid delivery would understate it (§2 "Cart page").
 * 'Итого' and the mobile order button both show it, so the screen names one amount to pay.
 */
export function payableOf(total: CartTotal): number {
  return total.totalWithShipment || total.total;
}

/**
 * The goods' sum: counted goods that come to nothing are all priced on request, and say so as
 * their lines do; otherwise a sum ('0 ₽' for a cart of unavailable lines only).
 */
function goodsSum(total: CartTotal, goods: number): string {
  return goods === 0 && total.positions > 0 ? PRICE_ON_REQUEST : formatSum(goods);
}

type CartTotalsProps = {
  total: CartTotal;
  onOneClick: () => void;
  /** 'Оформить заказ' here; mobile has its own fixed order button instead. */
  withCheckout?: boolean;
};

export function CartTotals({ total, onOneClick, withCheckout = false }: CartTotalsProps) {
  const t = cartTexts.totals;
  const goods = total.totalWithoutShipment + total.amountDiscount;
  const pickup = total.deliveryType === DeliveryType.pickup;
  return (
    <section className={styles.totals} aria-labelledby="cart-totals-title">
      <h2 id="cart-totals-title" className={styles.title}>
        {t.title}
      </h2>
      <dl className={styles.rows}>
        <div className={styles.row}>
          <dt>{positionsLine(total.positions)}</dt>
          <dd>{goodsSum(total, goods)}</dd>
        </div>
        {total.mass > 0 ? (
          <div className={styles.row}>
            <dt>{t.weight}</dt>
            <dd>
              {formatNumber(total.mass)} {t.kg}
            </dd>
          </div>
        ) : null}
        {total.amountDiscount > 0 ? (
          <div className={`${styles.row} ${styles.discount}`}>
            <dt>{t.discount}</dt>
            <dd>−{formatSum(total.amountDiscount)}</dd>
          </div>
        ) : null}
        <div className={styles.row}>
          <dt>{t.delivery}</dt>
          <dd>{pickup ? t.pickupFree : total.shipmentPrice > 0 ? formatPrice(total.shipmentPrice) : t.deliveryFree}</dd>
        </div>
        {total.priceLabel ? (
          <div className={styles.row}>
            <dt>{total.priceLabel.text}</dt>
            <dd>{formatSum(total.priceLabel.price)}</dd>
          </div>
        ) : null}
      </dl>
      {!pickup && total.shipmentPrice > 0 ? <p className={styles.note}>{t.freeFrom(formatPrice(FREE_DELIVERY_FROM))}</p> : null}
      <div className={styles.total}>
        <span>{t.total}</span>
        <strong data-testid="cart-total">{formatSum(payableOf(total))}</strong>
      </div>
      <p className={styles.vat}>
        {t.vat(total.nds.percent)}: {formatSum(total.nds.withoutShipment)}
      </p>
      <div className={styles.actions}>
        {withCheckout ? (
          // The panel opens in place: the address with ?openPanel replaces this one.
          <ButtonLink to={CHECKOUT_URL} replace block>
            {cartTexts.checkout}
          </ButtonLink>
        ) : null}
        <Button block variant="secondary" onClick={onOneClick}>
          {cartTexts.oneClick}
        </Button>
      </div>
    </section>
  );
}
