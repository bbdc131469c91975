export const productTexts = {
  code: (sortId: string) => `Код товара: ${sortId}`,
  addToCart: 'В корзину',
  adding: 'Добавляем…',
  inCart: 'В корзине',
  toCart: 'Перейти в корзину',
} as const;
