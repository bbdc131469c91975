import { describe, expect, it } from 'vitest';
import { idSchema, phoneSchema, quantitySchema } from './fields.ts';
import { sitePathSchema } from './page.ts';

describe('phone', () => {
  it('keeps digits only', () => {
    expect(phoneSchema.parse('+7 (912) 345-67-89')).toBe('79123456789');
  });

  it('refuses fewer than 10 digits with a Russian message', () => {
    const result = phoneSchema.safeParse('912-34');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Телефон должен содержать не меньше 10 цифр');
  });

  it('refuses input longer than 20 characters', () => {
    expect(phoneSchema.safeParse('1'.repeat(21)).success).toBe(false);
  });
});

describe('quantity', () => {
  it('accepts the bounds 0.01 and 9999', () => {
    expect(quantitySchema.parse(0.01)).toBe(0.01);
    expect(quantitySchema.parse('9999')).toBe(9999);
  });

  it('refuses zero, negatives and values above 9999', () => {
    for (const bad of [0, -1, 10000, 'abc']) expect(quantitySchema.safeParse(bad).success).toBe(false);
  });
});

describe('site path', () => {
  it('accepts site paths with queries', () => {
    expect(sitePathSchema.parse('/catalog/f1:2,3/?page=2')).toBe('/catalog/f1:2,3/?page=2');
  });

  it('refuses protocol-relative, relative and API paths', () => {
    for (const bad of ['//evil.example/', 'cart/', '/api/cart', 'http://x/']) {
      expect(sitePathSchema.safeParse(bad).success).toBe(false);
    }
  });
});

describe('numbers from JSON or from a path or query string', () => {
  it('takes numbers and plain digit strings for ids, decimal strings for quantities', () => {
    expect(idSchema.parse(42)).toBe(42);
    expect(idSchema.parse('42')).toBe(42);
    expect(quantitySchema.parse('2.5')).toBe(2.5);
    expect(quantitySchema.parse(3)).toBe(3);
  });

  it.each([true, [5], '0x10', '1e1', '', ' 5', '5 ', null, {}, '1.5'])('refuses %j as an id with the Russian message', (bad) => {
    const result = idSchema.safeParse(bad);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Идентификатор должен быть числом');
  });

  it.each([true, [5], '0x10', '1e1', '', 'Infinity', '1,5'])('refuses %j as a quantity with the Russian message', (bad) => {
    const result = quantitySchema.safeParse(bad);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Количество должно быть числом');
  });

  it('keeps the range messages for well-formed numbers', () => {
    expect(idSchema.safeParse('-3').error?.issues[0]?.message).toBe('Идентификатор должен быть положительным');
    expect(quantitySchema.safeParse('10000').error?.issues[0]?.message).toBe('Количество должно быть не больше 9999');
  });
});
