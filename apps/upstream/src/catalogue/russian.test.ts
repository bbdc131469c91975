import { describe, expect, it } from 'vitest';
import { agree, slugify } from './russian.ts';

describe('slugify', () => {
  it('transliterates Russian into a Latin url slug', () => {
    expect(slugify('Щётка «Ёж» 3×2,5 мм')).toBe('shchyotka-yozh-3-2-5-mm');
  });
});

describe('agree', () => {
  it('puts faker’s masculine adjectives into the noun’s gender', () => {
    expect(agree('Пластиковый', 'f')).toBe('пластиковая');
    expect(agree('Стальной', 'n')).toBe('стальное');
    expect(agree('Маленький', 'f')).toBe('маленькая');
    expect(agree('Маленький', 'pl')).toBe('маленькие');
    expect(agree('Синий', 'f')).toBe('синяя');
    expect(agree('Деревянный', 'm')).toBe('деревянный');
  });
});
