/** Texts of the header search (catalogue.md §2 "Search"). */
export const searchTexts = {
  label: 'Поиск по магазину',
  placeholder: 'Поиск товаров',
  mobilePlaceholder: 'Найти товары',
  submit: 'Найти',
  categories: 'Категории',
  products: 'Товары',
  results: 'Результаты поиска',
  allResults: (count: number, word: string) => `Все результаты: ${count} ${word}`,
  nothing: 'Такого не нашли',
} as const;
