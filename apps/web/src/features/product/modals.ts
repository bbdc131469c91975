/** Modal names of the product page (ui.modals). */
export const PRODUCT_MODALS = {
  oneClick: 'product/one-click',
} as const;
