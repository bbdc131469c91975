/** The choices a shopper makes at checkout, which the order, the cart and the account name too. */

/** cart-and-ordering.md §9: 0 courier, 3 pickup. */
export const DeliveryType = { courier: 0, pickup: 3 } as const;
/** cart-and-ordering.md §3 "Payment option": 1 online card, 4 invoice, 6 pay and send on desktop. */
export const PaymentType = { card: 1, invoice: 4, payAndSend: 6 } as const;
/** cart-and-ordering.md §3: personType 0 individual, non-zero legal entity or sole trader. */
export const PersonType = { individual: 0, legal: 1 } as const;
