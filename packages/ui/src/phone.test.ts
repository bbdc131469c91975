import { describe, expect, it } from 'vitest';
import { formatPhone, isPhoneComplete, phoneDigits } from './phone.ts';

describe('formatPhone', () => {
  it('fills the mask (___) ___-__-__ as digits are typed', () => {
    expect(formatPhone('9')).toBe('(9');
    expect(formatPhone('9123')).toBe('(912) 3');
    expect(formatPhone('9123456')).toBe('(912) 345-6');
    expect(formatPhone('9123456789')).toBe('(912) 345-67-89');
  });

  it('applies the mask to the last ten digits', () => {
    expect(formatPhone('+7 912 345 67 89')).toBe('7 (912) 345-67-89');
    expect(formatPhone('89123456789')).toBe('8 (912) 345-67-89');
  });
});

describe('phoneDigits and isPhoneComplete', () => {
  it('keeps at most 20 digits', () => {
    expect(phoneDigits('1'.repeat(25))).toHaveLength(20);
  });

  it('needs at least ten digits', () => {
    expect(isPhoneComplete('912345678')).toBe(false);
    expect(isPhoneComplete('(912) 345-67-89')).toBe(true);
  });
});
