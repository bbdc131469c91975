import { describe, expect, it } from 'vitest';
import { INN_TEXT, innCheckDigits, innSchema, isValidInn } from './inn.ts';
import { SELLER } from './browser/seller.ts';

describe('INN checksum', () => {
  it('accepts known valid numbers of an organisation and a sole proprietor', () => {
    expect(isValidInn('7707083893')).toBe(true);
    expect(isValidInn('500100732259')).toBe(true);
  });

  it('computes the check digits those numbers end with', () => {
    expect(innCheckDigits('770708389')).toBe('3');
    expect(innCheckDigits('5001007322')).toBe('59');
  });

  it('refuses a number with any digit changed', () => {
    expect(isValidInn('7707083894')).toBe(false);
    expect(isValidInn('7707083883')).toBe(false);
    expect(isValidInn('500100732258')).toBe(false);
    expect(isValidInn('500100732269')).toBe(false);
  });

  it('refuses other lengths and non-digits', () => {
    for (const bad of ['', '770708389', '77070838931', '7707O83893', '50010073225']) expect(isValidInn(bad)).toBe(false);
  });

  it('cannot be asked for check digits of a wrong length', () => {
    expect(() => innCheckDigits('123')).toThrow();
  });
});

describe('INN schema', () => {
  it('trims and accepts a valid number', () => {
    expect(innSchema.parse(' 7707083893 ')).toBe('7707083893');
  });

  it('tells a wrong length from a wrong checksum', () => {
    expect(innSchema.safeParse('12345').error?.issues[0]?.message).toBe(INN_TEXT.format);
    expect(innSchema.safeParse('7707083894').error?.issues[0]?.message).toBe(INN_TEXT.checksum);
    expect(innSchema.safeParse('7707083894').error?.issues).toHaveLength(1);
  });
});

describe("the shop's own requisites", () => {
  it('carry an INN and an OGRN that pass their checksums', () => {
    expect(isValidInn(SELLER.inn)).toBe(true);
    const leading = SELLER.ogrn.slice(0, 12);
    expect(SELLER.ogrn.at(-1)).toBe(String((BigInt(leading) % 11n) % 10n));
  });
});
