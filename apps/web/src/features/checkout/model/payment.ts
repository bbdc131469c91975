import { PaymentType } from '@shop/contracts/browser/checkout.ts';

/** cart-and-ordering.md §2, §3: card (1) and, on desktop, type 6 are paid before the order is sent. */
export const isPayAndSend = (paymentType: number | null, mobile: boolean) =>
  paymentType === PaymentType.card || (!mobile && paymentType === PaymentType.payAndSend);
