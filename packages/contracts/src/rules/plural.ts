import { onFirstUse } from './on-first-use.ts';

/**
 * Russian plural words (cart-and-ordering.md §9, product-widgets-monitoring.md §9): one form for
 * 1, one for 2-4 and one for the rest, 11-19 taking the last. Zod-free: the browser, the mocks and
 * the demo upstream all decline with this one copy.
 */

export type PluralForms = readonly [one: string, few: string, many: string];

const rules = new Intl.PluralRules('ru');

/** plural(21, PRODUCT_WORDS) -> 'товар'; fractions take the 2-4 form: 1,5 товара. */
export function plural(count: number, forms: PluralForms): string {
  switch (rules.select(count)) {
    case 'one':
      return forms[0];
    case 'many':
      return forms[2];
    default:
      return forms[1];
  }
}

export const PRODUCT_WORDS: PluralForms = ['товар', 'товара', 'товаров'];
export const VARIANT_WORDS: PluralForms = ['вариант', 'варианта', 'вариантов'];
export const REVIEW_WORDS: PluralForms = ['отзыв', 'отзыва', 'отзывов'];
export const QUESTION_WORDS: PluralForms = ['вопрос', 'вопроса', 'вопросов'];
/** 'по N оценке/оценкам' (product-widgets-monitoring.md §2): the dative after 'по'. */
export const RATING_WORDS_DATIVE: PluralForms = ['оценке', 'оценкам', 'оценкам'];
export const RATING_WORDS: PluralForms = ['оценка', 'оценки', 'оценок'];

export const productWord = (count: number) => plural(count, PRODUCT_WORDS);
const countFormat = onFirstUse(() => new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 2 }));
/** A count or a sum as the shop's listings write it: '1 250', '12,5'. */
export const formatCount = (count: number) => countFormat().format(count);
/** '1 товар', '125 товаров' (catalogue.md §5). */
export const productsLabel = (count: number) => `${formatCount(count)} ${productWord(count)}`;

export const variantWord = (count: number) => plural(count, VARIANT_WORDS);
