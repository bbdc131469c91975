import { describe, expect, it } from 'vitest';
import { QUESTION_WORDS, RATING_WORDS_DATIVE, REVIEW_WORDS, plural, productWord, variantWord } from './plural.ts';

describe('Russian plural words', () => {
  it('decline товар: 1, 2-4, the rest, with 11-19 as the rest', () => {
    expect([0, 1, 2, 4, 5, 11, 12, 14, 19, 21, 22, 25, 101, 111].map(productWord)).toEqual([
      'товаров',
      'товар',
      'товара',
      'товара',
      'товаров',
      'товаров',
      'товаров',
      'товаров',
      'товаров',
      'товар',
      'товара',
      'товаров',
      'товар',
      'товаров',
    ]);
  });

  it('give fractions the 2-4 form', () => {
    expect(productWord(1.5)).toBe('товара');
    expect(productWord(12.5)).toBe('товара');
  });

  it('decline the other counted words', () => {
    expect(plural(3, REVIEW_WORDS)).toBe('отзыва');
    expect(plural(11, QUESTION_WORDS)).toBe('вопросов');
    expect(plural(21, RATING_WORDS_DATIVE)).toBe('оценке');
    expect(plural(5, RATING_WORDS_DATIVE)).toBe('оценкам');
    expect(variantWord(3)).toBe('варианта');
  });
});
