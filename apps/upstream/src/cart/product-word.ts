const productWords = { one: 'товар', few: 'товара', many: 'товаров', other: 'товара' } as const;
const pluralRules = new Intl.PluralRules('ru');

/** 1 товар, 2 товара, 5 товаров, 11 товаров, 21 товар (cart-and-ordering.md §9). */
export function productWord(count: number): string {
  return productWords[pluralRules.select(count) as keyof typeof productWords] ?? 'товаров';
}
