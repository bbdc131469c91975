import type { CheckoutPage } from '@shop/contracts/checkout.ts';
import type { User } from '@shop/contracts/account.ts';
import { formatNumber, formatPrice, formatSum } from '@shop/ui/format.ts';
import { Price } from '@shop/ui/price.tsx';
import { DeliveryType } from '@shop/contracts/browser/checkout.ts';
import { Button } from '@/components/button.tsx';
import type { CheckoutDraft } from '@/features/checkout/model/checkout-draft.ts';
import { isPayAndSend } from '@/features/checkout/model/payment.ts';
import { checkoutTexts as t } from '@/features/checkout/texts.ts';
import styles from './checkout.module.css';
import { Link } from '@/components/link.tsx';

export function TotalLine({ page }: { page: CheckoutPage }) {
  return (
    <p className={styles.total}>
      <span>{t.total}</span>
      <Price value={page.total.totalWithShipment} className={styles.totalPrice} sum />
    </p>
  );
}

/** 'Детали заказа': count, weight in kg, delivery price or free pickup, VAT share (§2). */
export function OrderDetails({ page }: { page: CheckoutPage }) {
  const total = page.total;
  const pickup = total.deliveryType === DeliveryType.pickup;
  return (
    <details className={styles.expander}>
      <summary>{t.details}</summary>
      <dl className={styles.details}>
        <dt>{t.items}</dt>
        <dd>{formatNumber(total.items)}</dd>
        <dt>{t.weight}</dt>
        <dd>
          {formatNumber(total.mass)} {t.kg}
        </dd>
        <dt>{t.delivery}</dt>
        <dd>{pickup ? t.pickupFree : total.shipmentPrice > 0 ? formatPrice(total.shipmentPrice) : t.deliveryFree}</dd>
        <dt>{t.vat(total.nds.percent)}</dt>
        <dd>{formatSum(total.nds.withoutShipment)}</dd>
      </dl>
    </details>
  );
}

export function PolicyNote() {
  const p = t.policy;
  return (
    <p className={styles.policy}>
      {p.before}
      <Link to="/legal/offer/" target="_blank">
        {p.offer}
      </Link>
      {p.and}
      <Link to="/legal/personal/" target="_blank">
        {p.personal}
      </Link>
      {p.after}
    </p>
  );
}

type SubmitButtonProps = {
  draft: CheckoutDraft;
  page: CheckoutPage;
  mobile: boolean;
  submitting: boolean;
  hasErrors: boolean;
  onSubmit: () => void;
};

/** §4 "Checkout submit": the label says what pressing does, what is missing, or that the order is on its way. */
export function SubmitButton({ draft, page, mobile, submitting, hasErrors, onSubmit }: SubmitButtonProps) {
  const sum = formatNumber(page.total.totalWithShipment);
  const pay = isPayAndSend(draft.paymentType, mobile);
  let label: string;
  if (submitting) label = mobile ? t.sendingMobile : t.sending;
  else if (hasErrors) label = t.fieldsMissing;
  else if (mobile) label = pay ? t.payAndSendMobile(sum) : t.sendMobile(sum);
  else label = pay ? t.payAndSend : t.send;
  return (
    <Button
      block
      className={hasErrors && !submitting ? styles.submitMissing : styles.submit}
      disabled={submitting}
      aria-busy={submitting || undefined}
      onClick={onSubmit}
    >
      {label}
    </Button>
  );
}

/** 'Показать данные для отладки': what the delivery is computed from and what it came to (staff only, §1, §6). */
export function DebugPanel({ draft, page, user }: { draft: CheckoutDraft; page: CheckoutPage; user: User | undefined }) {
  if (!user?.staff.debug) return null;
  const { datesInfo } = page.cartPageData;
  const rows: Array<[string, unknown]> = [
    ['deliveryType', draft.deliveryType],
    ['currentAddressId', draft.currentAddressId],
    ['cityId', draft.cityId],
    ['pointId', draft.pointId],
    ['showDeliveryToDoor', page.orderingData.showDeliveryToDoor],
    ['deliveryToDoor', `${draft.deliveryToDoor}, floor ${draft.deliveryToDoorFloor}, elevator ${draft.deliveryToDoorElevator}`],
    ['deliveryDate', draft.deliveryDate],
    ['earlyDeliveryDate', datesInfo.earlyDeliveryDate],
    ['pickupDate', datesInfo.pickupDate],
    ['firstPickupDate', datesInfo.firstPickupDate],
    ['deliveryExpress', `${draft.deliveryExpress} (enabled ${page.total.express.enabled})`],
    ['deliveryLabel', page.total.deliveryLabel],
    ['timeWindow', page.total.timeWindow],
    ['shipmentPrice', page.total.shipmentPrice],
    ['mass', page.total.mass],
    ['paymentType', draft.paymentType],
    ['orderingDataHash', page.orderingDataHash],
  ];
  return (
    <details className={`${styles.expander} ${styles.debug}`} data-testid="checkout-debug">
      <summary>{t.debug.toggle}</summary>
      <dl className={styles.debugRows} aria-label={t.debug.title}>
        {rows.map(([name, value]) => (
          <div key={name}>
            <dt>{name}</dt>
            <dd>{value === null ? 'null' : String(value)}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
