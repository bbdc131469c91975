/** Texts of the full lists of categories and brands (product-widgets-monitoring.md §2). */
export const fullListTexts = {
  alphabet: 'Алфавит',
  letters: 'Первая буква',
  allLetters: 'Все',
  expand: (name: string) => `Показать разделы «${name}»`,
  allOf: (name: string) => `Все товары раздела «${name}»`,
  brandsOf: (letter: string) => `Бренды на «${letter}»`,
} as const;
