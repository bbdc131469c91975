import { describe, expect, it } from 'vitest';
import { EMPTY_ORDERING_DATA } from '@shop/contracts/rules/ordering-data.ts';
import { hashDraft, toCheckoutInput } from './checkout-draft.ts';

const draft = { ...EMPTY_ORDERING_DATA };

describe('the ordering data sent to the server', () => {
  it('leaves out a half-typed phone, e-mail or INN and sends them once whole', () => {
    const half = toCheckoutInput({ ...draft, phone: '912345', mailInput: 'anna@', innIp: '77070' });
    expect(half).not.toHaveProperty('phone');
    expect(half).not.toHaveProperty('mailInput');
    expect(half).not.toHaveProperty('innIp');
    const whole = toCheckoutInput({ ...draft, phone: '9123456789', mailInput: 'anna@example.ru', innIp: '7707083893' });
    expect(whole).toMatchObject({ phone: '9123456789', mailInput: 'anna@example.ru', innIp: '7707083893' });
  });

  it('sends an emptied field, so clearing it reaches the server', () => {
    expect(toCheckoutInput({ ...draft, phone: '', mailInput: '', innIp: '' })).toMatchObject({ phone: '', mailInput: '', innIp: '' });
  });

  it('hashes what would be sent: typing a digit of a phone not yet whole is no change', () => {
    expect(hashDraft({ ...draft, phone: '9123' })).toBe(hashDraft({ ...draft, phone: '91234' }));
    expect(hashDraft({ ...draft, phone: '9123456789' })).not.toBe(hashDraft({ ...draft, phone: '91234' }));
    expect(hashDraft({ ...draft, contact: 'Анна' })).not.toBe(hashDraft(draft));
    expect(hashDraft({ ...draft })).toBe(hashDraft(draft));
  });
});
