import { describe, expect, it } from 'vitest';
import { formatNumber, formatPrice, formatQuantity, formatSum } from './format.ts';

describe('formatPrice', () => {
  it('separates thousands with spaces and adds the rouble sign', () => {
    expect(formatPrice(1234567)).toBe('1 234 567 ₽');
    expect(formatPrice(990)).toBe('990 ₽');
  });

  it('keeps at most two decimals with a comma', () => {
    expect(formatPrice(1234.5)).toBe('1 234,5 ₽');
    expect(formatPrice(10.129)).toBe('10,13 ₽');
  });

  it('shows a zero price and the on-request text as "По телефону" without the rouble sign', () => {
    expect(formatPrice(0)).toBe('По телефону');
    expect(formatPrice('По телефону')).toBe('По телефону');
  });

  it('accepts numeric text', () => {
    expect(formatPrice('15000')).toBe('15 000 ₽');
  });
});

describe('formatSum', () => {
  it('writes a sum as a price is written', () => {
    expect(formatSum(1234.5)).toBe('1 234,5 ₽');
  });

  it('writes a sum of nothing as "0 ₽": only a price of 0 is "По телефону"', () => {
    expect(formatSum(0)).toBe('0 ₽');
  });
});

describe('formatNumber and formatQuantity', () => {
  it('formats plain numbers the Russian way', () => {
    expect(formatNumber(12.75)).toBe('12,75');
    expect(formatNumber(10000)).toBe('10 000');
  });

  it('keeps four decimals of a quantity', () => {
    expect(formatQuantity(0.3333)).toBe('0,3333');
    expect(formatQuantity(1500)).toBe('1500');
  });
});
