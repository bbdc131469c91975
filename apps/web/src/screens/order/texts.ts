export const orderTexts = {
  positions: 'Состав заказа',
  quantity: (quantity: number, unit: string) => `${quantity} ${unit === 'empty' ? '' : unit}`.trim(),
  total: 'Итого',
  delivery: 'Доставка',
  address: 'Адрес',
  paid: 'Заказ оплачен',
  notAvailable: 'Нет в наличии',
} as const;
