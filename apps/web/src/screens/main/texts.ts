export const mainTexts = {
  catalogue: 'Каталог товаров',
  allCategories: 'Все категории',
} as const;
