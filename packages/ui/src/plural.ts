const rules = new Intl.PluralRules('ru');

/**
 * Russian plural: forms for 1, for 2-4 and for the rest (11-19 take the last form).
 * plural(21, ['товар', 'товара', 'товаров']) -> 'товар'
 */
export function plural(count: number, forms: readonly [one: string, few: string, many: string]): string {
  switch (rules.select(count)) {
    case 'one':
      return forms[0];
    case 'many':
      return forms[2];
    // 'few' and fractions ('other'): 2 товара, 1,5 товара
    default:
      return forms[1];
  }
}
