/** Every text of the widgets the shopper sees. */
export const widgetTexts = {
  /** The 'all' link on mobile (product-widgets-monitoring.md §2). */
  allMobile: 'Все',
  allOf: (label: string, header: string) => (header ? `${label} — ${header}` : label),
  tabsOf: (header: string) => (header ? `Разделы: ${header}` : 'Разделы'),
  sale: 'Распродажа',
  discount: (percent: string) => `−${percent}%`,
  novelty: 'Новинка',
  reviews: (count: number) => `(${count})`,
  removeFavorite: (name: string) => `Удалить «${name}» из избранного`,
  removedFavorite: 'Товар удалён из избранного',
  billboard: {
    label: 'Предложения магазина',
    slide: (index: number, count: number, name: string) => `${index} из ${count}: ${name}`,
    previous: 'Предыдущий слайд',
    next: 'Следующий слайд',
    goTo: (index: number, name: string) => `Слайд ${index}: ${name}`,
    pause: 'Остановить прокрутку',
    play: 'Включить прокрутку',
  },
  carousel: {
    label: 'Разделы каталога',
    show: (name: string) => `Показать: ${name}`,
  },
} as const;
