import { describe, expect, it } from 'vitest';
import { createReplyMemo } from './reply-memo.ts';

const cartText = JSON.stringify({ rqStatus: 'OK', countpos: 1, cartPageData: { total: { total: 5580 } }, message: 'Готово' });
const ok = { httpStatus: 200, defaultStatusCode: 500 };

describe('upstream replies repeated byte for byte', () => {
  it('are normalised once: the same body and status give the same envelope, frozen throughout', () => {
    const memo = createReplyMemo();
    const first = memo.normalise(Buffer.from(cartText), ok);
    const again = memo.normalise(Buffer.from(cartText), ok);
    expect(again).toBe(first);
    expect(first).toEqual({
      status: 'OK',
      data: { countpos: 1, cartPageData: { total: { total: 5580 } } },
      messages: [{ kind: 'success', text: 'Готово' }],
    });
    expect(Object.isFrozen(first)).toBe(true);
    expect(() => {
      (first.data as { cartPageData: { total: { total: number } } }).cartPageData.total.total = 0;
    }).toThrow(TypeError);
  });

  it('are read afresh when the status differs or one byte does', () => {
    const memo = createReplyMemo();
    const first = memo.normalise(Buffer.from(cartText), ok);
    expect(memo.normalise(Buffer.from(cartText), { httpStatus: 500, defaultStatusCode: 500 })).not.toBe(first);
    const changed = memo.normalise(Buffer.from(cartText.replace('5580', '5581')), ok);
    expect(changed).not.toBe(first);
    expect(changed.data).toMatchObject({ cartPageData: { total: { total: 5581 } } });
  });

  it('keep no body longer than the limit, and drop the oldest when all of them exceed theirs', () => {
    const size = Buffer.byteLength(cartText);
    const memo = createReplyMemo({ maxBodyBytes: size, maxBytes: size * 2 });
    const long = `${cartText} `;
    const unmemoised = memo.normalise(Buffer.from(long), ok);
    expect(Object.isFrozen(unmemoised)).toBe(false);
    expect(memo.normalise(Buffer.from(long), ok)).not.toBe(unmemoised);

    const a = memo.normalise(Buffer.from(cartText), ok);
    memo.normalise(Buffer.from(cartText.replace('5580', '1')), ok);
    memo.normalise(Buffer.from(cartText.replace('5580', '2')), ok);
    expect(memo.size.bodies).toBe(2);
    expect(memo.size.bytes).toBeLessThanOrEqual(size * 2);
    // The oldest went first.
    expect(memo.normalise(Buffer.from(cartText), ok)).not.toBe(a);
  });

  it('tell apart bodies of the same length, and keep each of them', () => {
    const memo = createReplyMemo();
    const bodies = ['5580', '5581', '1558'].map((total) => cartText.replace('5580', total));
    const first = bodies.map((body) => memo.normalise(Buffer.from(body), ok));
    expect(new Set(first).size).toBe(3);
    bodies.forEach((body, index) => expect(memo.normalise(Buffer.from(body), ok)).toBe(first[index]));
    expect(memo.size.bodies).toBe(3);
  });

  it('keep a copy of the body: the buffer it came in may be reused', () => {
    const memo = createReplyMemo();
    const buffer = Buffer.from(cartText);
    const first = memo.normalise(buffer, ok);
    buffer.write('{"rqStatus":"FAIL"', 'latin1');
    expect(memo.normalise(Buffer.from(cartText), ok)).toBe(first);
    expect(memo.normalise(buffer, ok)).not.toBe(first);
  });

  it('keep one envelope per body: another status for the same body takes its place', () => {
    const memo = createReplyMemo();
    memo.normalise(Buffer.from(cartText), ok);
    const failed = memo.normalise(Buffer.from(cartText), { httpStatus: 500, defaultStatusCode: 500 });
    expect(memo.size).toEqual({ bodies: 1, bytes: Buffer.byteLength(cartText) });
    expect(memo.normalise(Buffer.from(cartText), { httpStatus: 500, defaultStatusCode: 500 })).toBe(failed);
  });
});
