/** Texts of the add-to-cart control (cart-and-ordering.md §4 "Add-to-cart control"). */
export const addToCartTexts = {
  add: 'В корзину',
  adding: 'Добавляем…',
  outOfStock: 'Товара нет',
  outOfStockTitle: 'Товара нет наличии',
  chooseVariant: 'Выбрать',
  chooseVariantTitle: (variants: string) => `${variants}: выбрать в новой вкладке`,
  quantityOf: (name: string) => `Количество: ${name}`,
  minus: 'Уменьшить количество',
  plus: 'Увеличить количество',
} as const;
