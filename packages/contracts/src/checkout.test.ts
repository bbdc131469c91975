import { describe, expect, it } from 'vitest';
import { EMAIL_TEXT, orderingDataInputSchema } from './checkout.ts';

const firstError = (value: unknown) => orderingDataInputSchema.safeParse(value).error?.issues[0]?.message;

describe('INN', () => {
  it('accepts 10 and 12 digits whose control digits add up', () => {
    expect(orderingDataInputSchema.parse({ innIp: '7707083893' }).innIp).toBe('7707083893');
    expect(orderingDataInputSchema.parse({ innIp: ' 500100732259 ' }).innIp).toBe('500100732259');
  });

  it('keeps a wrong control digit (the lookup answers it as not found) and refuses a wrong length', () => {
    expect(orderingDataInputSchema.parse({ innIp: '7707083894' }).innIp).toBe('7707083894');
    expect(orderingDataInputSchema.parse({ personType: 2 }).personType).toBe(2);
    expect(firstError({ innIp: '77070838' })).toBe('Проверьте ИНН: 10 или 12 цифр');
    expect(firstError({ innIp: '77070838931' })).toBe('Проверьте ИНН: 10 или 12 цифр');
  });

  it('lets an empty tax number through: the company is then clarified by phone', () => {
    expect(orderingDataInputSchema.parse({ innIp: '' })).toEqual({ innIp: '' });
  });
});

describe('ordering data input', () => {
  it('keeps the digits of a phone and allows a phone not entered yet', () => {
    expect(orderingDataInputSchema.parse({ phone: '+7 (912) 345-67-89' }).phone).toBe('79123456789');
    expect(orderingDataInputSchema.parse({ phone: '' }).phone).toBe('');
    expect(firstError({ phone: '912 34' })).toBe('Телефон должен содержать не меньше 10 цифр');
  });

  it('checks the e-mail copy address', () => {
    expect(orderingDataInputSchema.parse({ mailInput: ' Buyer@Example.ru' }).mailInput).toBe('buyer@example.ru');
    expect(orderingDataInputSchema.parse({ mailInput: '' }).mailInput).toBe('');
    expect(firstError({ mailInput: 'buyer@example' })).toBe(EMAIL_TEXT);
    expect(firstError({ mailInput: 'two words@example.ru' })).toBe(EMAIL_TEXT);
  });

  it('takes floors 1 to 300 as whole numbers only', () => {
    expect(orderingDataInputSchema.parse({ deliveryToDoorFloor: 300 }).deliveryToDoorFloor).toBe(300);
    for (const floor of [0, 301, 2.5, '3']) expect(firstError({ deliveryToDoorFloor: floor })).toBe('Этаж — целое число от 1 до 300');
  });

  it('knows only courier (0) and pickup (3) delivery', () => {
    expect(firstError({ deliveryType: 1 })).toBe('Способ получения: 0 — доставка курьером, 3 — самовывоз');
  });

  it('takes checkboxes as booleans or 1/0', () => {
    expect(orderingDataInputSchema.parse({ deliveryToDoor: 1, deliveryExpress: false })).toEqual({
      deliveryToDoor: true,
      deliveryExpress: false,
    });
  });

  it('drops what belongs to the server: the address list and door-delivery availability', () => {
    expect(orderingDataInputSchema.parse({ addresses: [{ id: 1 }], showDeliveryToDoor: true, paymentType: 1 })).toEqual({
      paymentType: 1,
    });
  });
});
