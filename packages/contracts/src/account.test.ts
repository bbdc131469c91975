import { describe, expect, it } from 'vitest';
import {
  canonicalPhone,
  checkCodeInputSchema,
  codeDestinationSchema,
  prefInputSchema,
  registerInputSchema,
  saveAddressInputSchema,
  usernameSchema,
} from './account.ts';

const firstMessage = (result: { error?: { issues: Array<{ message: string }> } }) => result.error?.issues[0]?.message;

describe('code destination', () => {
  it('spells a Russian number one way whatever the shopper typed', () => {
    for (const typed of ['+7 (912) 345-67-89', '8 912 345 67 89', '9123456789']) {
      expect(codeDestinationSchema.parse({ phone: typed, email: null }).phone).toBe('79123456789');
    }
    expect(canonicalPhone('380441234567')).toBe('380441234567');
  });

  it('takes an e-mail in lower case and treats an empty phone as absent', () => {
    expect(codeDestinationSchema.parse({ phone: '', email: ' Ivan@Mail.RU ' })).toEqual({ email: 'ivan@mail.ru' });
  });

  it('wants exactly one of phone and e-mail', () => {
    expect(firstMessage(codeDestinationSchema.safeParse({ phone: null, email: null }))).toBe('Укажите телефон или e-mail');
    expect(firstMessage(codeDestinationSchema.safeParse({ phone: '9123456789', email: 'a@b.ru' }))).toBe(
      'Укажите что-то одно: телефон или e-mail',
    );
  });

  it('refuses a short phone, a long one and a broken e-mail', () => {
    expect(firstMessage(codeDestinationSchema.safeParse({ phone: '12345' }))).toBe('Телефон должен содержать не меньше 10 цифр');
    expect(firstMessage(codeDestinationSchema.safeParse({ phone: '1234567890123456' }))).toBe('Телефон не может содержать больше 15 цифр');
    expect(codeDestinationSchema.safeParse({ email: 'ivan@' }).success).toBe(false);
  });

  it('checks a code of exactly 6 digits', () => {
    expect(firstMessage(checkCodeInputSchema.safeParse({ code: '12345', phone: '9123456789' }))).toBe('Код состоит из 6 цифр');
    expect(checkCodeInputSchema.parse({ code: '012345', phone: '9123456789' }).code).toBe('012345');
  });
});

describe('saved address input', () => {
  it('fills the door defaults and reads the map window’s new id as none', () => {
    expect(saveAddressInputSchema.parse({ id: 'new', address: 'ул. Мира, д. 1', cityId: 1, deliveryType: 0 })).toMatchObject({
      id: undefined,
      deliveryToDoor: false,
      deliveryToDoorFloor: 1,
    });
  });

  it('reads 1/0 checkboxes as flags', () => {
    const parsed = saveAddressInputSchema.parse({ address: 'ул. Мира, д. 1', cityId: 1, deliveryType: 0, deliveryToDoor: 1 });
    expect(parsed.deliveryToDoor).toBe(true);
  });

  it('wants an address for delivery and a point for pickup', () => {
    expect(firstMessage(saveAddressInputSchema.safeParse({ address: ' ', cityId: 1, deliveryType: 0 }))).toBe('Укажите адрес');
    expect(firstMessage(saveAddressInputSchema.safeParse({ cityId: 1, deliveryType: 3 }))).toBe('Выберите пункт выдачи');
  });

  it('keeps the floor within 1..300 and the delivery type to 0 or 3', () => {
    for (const floor of [0, 301, 2.5]) {
      const result = saveAddressInputSchema.safeParse({ address: 'x', cityId: 1, deliveryType: 0, deliveryToDoorFloor: floor });
      expect(firstMessage(result)).toBe('Этаж — целое число от 1 до 300');
    }
    expect(firstMessage(saveAddressInputSchema.safeParse({ address: 'x', cityId: 1, deliveryType: 1 }))).toBe(
      'Способ получения: 0 — доставка курьером, 3 — самовывоз',
    );
  });
});

describe('preferences', () => {
  it('knows its fields and checks each value', () => {
    expect(prefInputSchema.parse({ field: 'subscribe', value: 1 })).toEqual({ field: 'subscribe', value: 1 });
    // The list's view is pics or detail, saved with the listing (PUT /api/catalog/view), not a preference.
    expect(firstMessage(prefInputSchema.safeParse({ field: 'catalogView', value: 'list' }))).toBe('Неизвестная настройка');
    expect(firstMessage(prefInputSchema.safeParse({ field: 'theme', value: 'dark' }))).toBe('Неизвестная настройка');
    expect(prefInputSchema.parse({ field: 'personType', value: 2 })).toEqual({ field: 'personType', value: 2 });
    expect(firstMessage(prefInputSchema.safeParse({ field: 'personType', value: -1 }))).toBe(
      'Покупатель: 0 — физлицо, иначе юрлицо или ИП',
    );
  });
});

describe('user name', () => {
  const register = (username: string) => registerInputSchema.safeParse({ email: 'ivan@example.ru', password: 'надёжный-пароль', username });

  it.each([
    ['a line separator', 'Иван\u2028Петров'],
    ['a paragraph separator', 'Иван\u2029Петров'],
    ['a line feed', 'Иван\nПетров'],
    ['a tab', 'Иван\tПетров'],
    ['a right-to-left override', 'Иван\u202eвортеП'],
    ['a zero-width space', 'Иван\u200bПетров'],
  ])('refuses %s, which would break the links to the author', (_what, username) => {
    expect(firstMessage(register(username))).toBe('Имя не может содержать переводы строк и невидимые символы');
  });

  it('keeps an ordinary name, spaces, punctuation and letters of any script', () => {
    for (const name of ['Сергей К.', "Д'Артаньян", 'Anna-Maria Müller', 'Zoë 2', 'Олег 🔧']) {
      expect(usernameSchema.parse(` ${name} `)).toBe(name);
    }
  });
});
