/** The orders feature's modals, by their name in the shared modal state. */
export const ORDER_MODALS = { confirmation: 'orders/confirmation' } as const;
