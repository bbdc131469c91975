import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { cartRoutes } from '@shop/contracts/cart.ts';
import { idSchema, quantitySchema } from '@shop/contracts/fields.ts';
import { formValuesFor } from './form-input.ts';

describe('formValuesFor', () => {
  it('gives number fields numbers and leaves out what the contract does not name', () => {
    expect(
      formValuesFor(cartRoutes.updateItem.body, { quantity: '2.5', multism: '3', colorId: '7', back: '/cart/', _method: 'PATCH' }),
    ).toEqual({
      quantity: 2.5,
      multism: 3,
      colorId: 7,
    });
  });

  it('reads an empty optional field as absent, so its default applies', () => {
    const values = formValuesFor(cartRoutes.addItem.body, { assortmentId: '1001', quantity: '', colorId: '' });
    expect(values).toEqual({ assortmentId: 1001 });
    expect(cartRoutes.addItem.body.parse(values)).toEqual({ assortmentId: 1001, quantity: 1 });
  });

  it('keeps an empty required field, which the contract then refuses with its own text', () => {
    const values = formValuesFor(cartRoutes.addItem.body, { assortmentId: '' });
    expect(values).toEqual({ assortmentId: '' });
    expect(cartRoutes.addItem.body.safeParse(values).error?.issues[0]?.message).toBe('Идентификатор должен быть числом');
  });

  it.each(['1e9', '0x10', ' 5', '5 ', 'Infinity', '1,5'])('leaves %j as text: not plainly a number', (text) => {
    expect(formValuesFor(z.object({ quantity: quantitySchema }), { quantity: text })).toEqual({ quantity: text });
  });

  it('leaves a repeated field as the list it is', () => {
    expect(formValuesFor(z.object({ id: idSchema }), { id: ['1', '2'] })).toEqual({ id: ['1', '2'] });
  });

  it('reads true and false for a boolean field, text for a text field', () => {
    const schema = z.object({ express: z.boolean().optional(), comment: z.string(), count: z.number().int() });
    expect(formValuesFor(schema, { express: 'true', comment: '12', count: '3' })).toEqual({ express: true, comment: '12', count: 3 });
    expect(formValuesFor(schema, { express: 'false', comment: '' })).toEqual({ express: false, comment: '' });
  });

  it('gives fields of a numeric literal union numbers', () => {
    expect(formValuesFor(z.object({ deliveryType: z.union([z.literal(0), z.literal(3)]) }), { deliveryType: '3' })).toEqual({
      deliveryType: 3,
    });
  });
});
