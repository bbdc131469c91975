/** Every text of the product card the shopper sees (catalogue.md §3, §4, §8). */
export const productCardTexts = {
  reviewWords: ['отзыв', 'отзыва', 'отзывов'] as const,
  reviews: (count: number, word: string) => `${count} ${word}`,
  rating: (vote: string) => `Рейтинг ${vote} из 5`,
  express: 'Экспресс, 4 часа',
  unavailable: 'Нет в наличии',
  pickAnalog: 'Подобрать аналог',
  sale: (percent: number) => `−${percent}%`,
  saleLabel: (percent: number) => `Скидка ${percent}%`,
  novelty: 'Новинка',
  rangeSeparator: '–',
  /** Read before a struck-through old price: 'Цена без скидки: 5 530 ₽'. */
  oldPriceLabel: 'Цена без скидки: ',
  unitPrice: (price: string, unit: string) => `${price} за ${unit}`,
  promo: 'Акция',
} as const;
