export const historyTexts = {
  title: 'История заказов',
  empty: 'Заказов пока нет.',
  order: (invoice: string) => `Заказ ${invoice}`,
} as const;
