import { describe, expect, it } from 'vitest';
import { fingerprintOf, scrubFrame, scrubMessage } from './scrub.ts';

describe('browser error scrubber', () => {
  it.each([
    [
      'a query',
      'Failed to fetch https://shop.example/api/catalogue?q=Иванов&token=abc',
      'Failed to fetch https://shop.example/api/catalogue',
    ],
    ['a fragment', 'bad state at /cart/#phone=1', 'bad state at /cart/'],
    ['a path’s query', "can't load '/search/?q=дрель'", "can't load '/search/'"],
  ])('strips %s from an address', (_, message, scrubbed) => {
    expect(scrubMessage(message)).toBe(scrubbed);
  });

  it('replaces e-mails', () => {
    expect(scrubMessage('No account for ivan.petrov+shop@mail.ru, or иван@почта.рф')).toBe('No account for <email>, or <email>');
  });

  it.each(['+7 (912) 345-67-89', '+79123456789', '8 912 345 67 89', '8(912)345-67-89', '89123456789', '8-912-345-67-89'])(
    'replaces the phone number %s',
    (phone) => {
      expect(scrubMessage(`Телефон ${phone} не найден`)).toBe('Телефон <phone> не найден');
    },
  );

  it('masks long runs of digits, spaced or not, and keeps short numbers', () => {
    expect(scrubMessage('Order ИМ-000123 card 4111 1111 1111 1111 in 3 of 12')).toBe('Order ИМ-<digits> card <digits> in 3 of 12');
  });

  it('keeps a frame’s line and column, and strips its address’s query', () => {
    expect(scrubFrame('https://shop.example/assets/index-C1rvwK9T.js:1:123456')).toBe(
      'https://shop.example/assets/index-C1rvwK9T.js:1:123456',
    );
    expect(scrubFrame('https://shop.example/assets/start-code.js?v=3#x:12:34')).toBe('https://shop.example/assets/start-code.js:12:34');
    expect(scrubFrame('https://shop.example/o/ИМ-00012345/page.js:2:7')).toBe('https://shop.example/o/ИМ-<digits>/page.js:2:7');
  });

  it('leaves a message without personal data as it is', () => {
    const message = "TypeError: Cannot read properties of undefined (reading 'price')";
    expect(scrubMessage(message)).toBe(message);
  });
});

describe('browser error fingerprint', () => {
  it('is the same for the same error from different shoppers once scrubbed', () => {
    const frame = scrubFrame('https://shop.example/assets/product-code-CFJHIbsN.js:1:2048');
    const one = fingerprintOf(scrubMessage('No stock for +7 912 345-67-89 at /p/1/?from=mail'), frame);
    const other = fingerprintOf(scrubMessage('No stock for 8 (903) 111-22-33 at /p/1/?from=vk'), frame);
    expect(one).toBe(other);
    expect(one).toMatch(/^[0-9a-f]{16}$/);
  });

  it('tells errors apart by message and by top frame', () => {
    const frame = '/assets/a.js:1:2';
    expect(fingerprintOf('a', frame)).not.toBe(fingerprintOf('b', frame));
    expect(fingerprintOf('a', frame)).not.toBe(fingerprintOf('a', '/assets/a.js:1:3'));
  });
});
