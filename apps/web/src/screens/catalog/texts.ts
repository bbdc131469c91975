export const catalogTexts = {
  subcategories: 'Разделы',
  products: 'Товары',
  empty: 'В этом разделе пока нет товаров.',
} as const;
