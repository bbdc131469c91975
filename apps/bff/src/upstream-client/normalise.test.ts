import { describe, expect, it } from 'vitest';
import { NOT_CORRECT_JSON, UNDEFINED_ERROR, UNKNOWN_ERROR_TEXT } from '@shop/contracts/envelope.ts';
import {
  collectMessages,
  errorText,
  normaliseReply,
  normaliseResponse,
  readShape,
  statusCodeOf,
  upstreamTimedOut,
  upstreamUnreachable,
} from './normalise.ts';

const at200 = { httpStatus: 200 };
const text = (body: unknown) => JSON.stringify(body);

describe('status-based replies', () => {
  it('OK: the payload is every non-standard field', () => {
    const envelope = normaliseReply({ status: 'OK', countpos: 0, source: 'cart', message: 'Корзина очищена' }, at200);
    expect(envelope).toEqual({
      status: 'OK',
      data: { countpos: 0 },
      messages: [{ kind: 'success', text: 'Корзина очищена' }],
    });
  });

  it('FAIL: no data, the error text as message and toast, default statusCode 500', () => {
    const envelope = normaliseReply({ status: 'FAIL', error: 'Товара нет в наличии', countpos: 3 }, at200);
    expect(envelope).toEqual({
      status: 'FAIL',
      data: null,
      messages: [{ kind: 'error', text: 'Товара нет в наличии' }],
      error: { message: 'Товара нет в наличии', statusCode: 500 },
    });
  });
});

describe('result plus response status replies', () => {
  it('OK: the payload is result', () => {
    const envelope = normaliseReply({ result: { orderCode: 'A-1' }, response: { status: 'OK' }, extra: 1 }, at200);
    expect(envelope).toMatchObject({ status: 'OK', data: { orderCode: 'A-1' }, messages: [] });
  });

  it('FAIL: a null result with the message as the error', () => {
    const envelope = normaliseReply({ result: null, response: { status: 'FAIL' }, message: 'Корзина пуста' }, at200);
    expect(envelope).toEqual({
      status: 'FAIL',
      data: null,
      messages: [{ kind: 'error', text: 'Корзина пуста' }],
      error: { message: 'Корзина пуста', statusCode: 500 },
    });
  });
});

describe('rqStatus replies', () => {
  it('OK: the payload is every non-standard field', () => {
    const envelope = normaliseReply({ rqStatus: 'OK', countpos: 2, positionsIds: ['1', '2'] }, at200);
    expect(envelope).toEqual({ status: 'OK', data: { countpos: 2, positionsIds: ['1', '2'] }, messages: [] });
  });

  it('FAIL: errors become error toasts', () => {
    const envelope = normaliseReply({ rqStatus: 'FAIL', errors: ['Нет такой позиции'] }, at200);
    expect(envelope).toMatchObject({ status: 'FAIL', data: null, error: { message: 'Нет такой позиции', statusCode: 500 } });
  });
});

describe('unrecognised replies', () => {
  it.each([
    ['an object of no known shape', { ok: true }],
    ['a status that is neither OK nor FAIL', { status: 'DONE' }],
    ['result without a response status', { result: {} }],
    ['an array', [1, 2]],
    ['a bare string', 'OK'],
  ])('%s is FAIL Not correct JSON response (502)', (_, body) => {
    expect(normaliseResponse(text(body), at200)).toMatchObject({
      status: 'FAIL',
      data: null,
      error: { message: NOT_CORRECT_JSON, statusCode: 502 },
    });
  });

  it('a non-JSON body is FAIL Not correct JSON response (502)', () => {
    expect(normaliseResponse('<html>Bad gateway</html>', at200)).toMatchObject({
      status: 'FAIL',
      error: { message: NOT_CORRECT_JSON, statusCode: 502 },
      messages: [{ kind: 'error', text: UNKNOWN_ERROR_TEXT }],
    });
  });
});

describe('network failures', () => {
  it('an unreachable upstream is FAIL Undefined error, route 404page, 502', () => {
    expect(upstreamUnreachable()).toEqual({
      status: 'FAIL',
      data: null,
      messages: [{ kind: 'error', text: UNKNOWN_ERROR_TEXT }],
      error: { message: UNDEFINED_ERROR, statusCode: 502, route: '404page' },
    });
  });

  it('a timeout is the same failure with 504', () => {
    expect(upstreamTimedOut().error).toEqual({ message: UNDEFINED_ERROR, statusCode: 504, route: '404page' });
  });
});

describe('HTTP statuses', () => {
  it.each([400, 401, 403, 302, 502, 503])('HTTP %i with a body is FAIL, route 404page, 502', (status) => {
    const envelope = normaliseResponse(text({ status: 'OK', countpos: 1 }), { httpStatus: status });
    expect(envelope).toMatchObject({ status: 'FAIL', data: null, error: { statusCode: 502, route: '404page' } });
  });

  it('an HTTP error keeps the texts its body carries', () => {
    const envelope = normaliseResponse(text({ status: 'FAIL', error: 'Неверное количество' }), { httpStatus: 400 });
    expect(envelope.error?.message).toBe('Неверное количество');
    expect(envelope.messages).toEqual([{ kind: 'error', text: 'Неверное количество' }]);
  });

  it('an HTTP error without readable text says Undefined error', () => {
    const envelope = normaliseResponse('Service Unavailable', { httpStatus: 503 });
    expect(envelope.error).toEqual({ message: UNDEFINED_ERROR, statusCode: 502, route: '404page' });
  });

  it('a 404 body is read as a reply and its FAIL keeps 404', () => {
    const body = { status: 'FAIL', route: 'pagenotfound', error: 'This page could not be found' };
    expect(normaliseResponse(text(body), { httpStatus: 404 }).error).toEqual({
      message: 'This page could not be found',
      statusCode: 404,
      route: 'pagenotfound',
    });
  });

  it('a 500 body is read as a reply and its FAIL keeps 500 even when it names another code', () => {
    const body = { status: 'FAIL', error: 'Ошибка базы', statusCode: 503 };
    expect(normaliseResponse(text(body), { httpStatus: 500 }).error?.statusCode).toBe(500);
  });

  it('a 404 body with OK status is a success', () => {
    expect(normaliseResponse(text({ rqStatus: 'OK', countpos: 0 }), { httpStatus: 404 }).status).toBe('OK');
  });
});

describe('messages', () => {
  it('messages as an array are one toast each', () => {
    expect(collectMessages({ messages: ['Первое', 'Второе'] }, true)).toEqual([
      { kind: 'success', text: 'Первое' },
      { kind: 'success', text: 'Второе' },
    ]);
  });

  it("messages as an object: 'common' gives the bare text, other keys 'key : text'", () => {
    expect(collectMessages({ messages: { common: 'Проверьте форму', phone: 'Неверный телефон' } }, false)).toEqual([
      { kind: 'error', text: 'Проверьте форму' },
      { kind: 'error', text: 'phone : Неверный телефон' },
    ]);
  });

  it('messages as an object without common', () => {
    expect(collectMessages({ messages: { address: 'Укажите адрес' } }, true)).toEqual([
      { kind: 'success', text: 'address : Укажите адрес' },
    ]);
  });

  it('message and messages are success on OK and error on FAIL', () => {
    expect(collectMessages({ message: 'Готово' }, true)).toEqual([{ kind: 'success', text: 'Готово' }]);
    expect(collectMessages({ message: 'Готово' }, false)).toEqual([{ kind: 'error', text: 'Готово' }]);
  });

  it('error texts are errors even on an OK reply', () => {
    expect(collectMessages({ error: 'Цена изменилась' }, true)).toEqual([{ kind: 'error', text: 'Цена изменилась' }]);
  });

  it('errors as an array of texts and error objects', () => {
    expect(collectMessages({ errors: ['Первая', { message: 'Вторая' }] }, false)).toEqual([
      { kind: 'error', text: 'Первая' },
      { kind: 'error', text: 'Вторая' },
    ]);
  });

  it('errors as an object keyed by field', () => {
    expect(collectMessages({ errors: { common: 'Ошибка', inn: 'Неверный ИНН' } }, false)).toEqual([
      { kind: 'error', text: 'Ошибка' },
      { kind: 'error', text: 'inn : Неверный ИНН' },
    ]);
  });

  it('errorTrace is an info toast shown for 15 s', () => {
    expect(collectMessages({ errorTrace: 'at Cart.php:12' }, false)).toEqual([
      { kind: 'info', text: 'at Cart.php:12', durationMs: 15_000 },
    ]);
  });

  it('the same text twice is shown once', () => {
    expect(collectMessages({ message: 'Корзина пуста', error: 'Корзина пуста' }, false)).toEqual([
      { kind: 'error', text: 'Корзина пуста' },
    ]);
  });

  it("a FAIL with no text at all gets 'Неизвестная ошибка'", () => {
    expect(normaliseReply({ status: 'FAIL' }, at200)).toEqual({
      status: 'FAIL',
      data: null,
      messages: [{ kind: 'error', text: UNKNOWN_ERROR_TEXT }],
      error: { message: UNKNOWN_ERROR_TEXT, statusCode: 500 },
    });
  });

  it("a FAIL with only a trace gets 'Неизвестная ошибка' and keeps the trace", () => {
    const envelope = normaliseReply({ status: 'FAIL', errorTrace: 'stack' }, at200);
    expect(envelope.messages).toEqual([
      { kind: 'error', text: UNKNOWN_ERROR_TEXT },
      { kind: 'info', text: 'stack', durationMs: 15_000 },
    ]);
    expect(envelope.error).toMatchObject({ message: UNKNOWN_ERROR_TEXT, trace: 'stack' });
  });
});

describe('error text', () => {
  it('a string error is its own text', () => {
    expect(errorText('Нет связи')).toBe('Нет связи');
  });

  it('an object error gives its message', () => {
    expect(errorText({ message: 'Сбой оплаты', code: 7 })).toBe('Сбой оплаты');
  });

  it('an object error without a message is serialised', () => {
    expect(errorText({ code: 7 })).toBe('{"code":7}');
  });
});

describe('status code', () => {
  it('comes from statusCode', () => {
    expect(statusCodeOf({ status: 'FAIL', statusCode: 409 }, at200)).toBe(409);
  });

  it('comes from a numeric status', () => {
    expect(statusCodeOf({ rqStatus: 'FAIL', status: 422 }, at200)).toBe(422);
  });

  it('comes from the response status', () => {
    expect(statusCodeOf({ result: null, response: { status: 403 } }, at200)).toBe(403);
  });

  it("comes from the error object's own statusCode or response status", () => {
    expect(statusCodeOf({ status: 'FAIL', error: { message: 'x', statusCode: 401 } }, at200)).toBe(401);
    expect(statusCodeOf({ status: 'FAIL', error: { message: 'x', response: { status: 429 } } }, at200)).toBe(429);
  });

  it('defaults to 500, or to the caller default (page fetches: 404)', () => {
    expect(statusCodeOf({ status: 'FAIL' }, at200)).toBe(500);
    expect(statusCodeOf({ status: 'FAIL' }, { httpStatus: 200, defaultStatusCode: 404 })).toBe(404);
  });

  it('ignores codes that would make a FAIL look like a success', () => {
    expect(statusCodeOf({ status: 'FAIL', statusCode: 200 }, at200)).toBe(500);
  });
});

describe('redirects', () => {
  it('forceRedirectUrl becomes an internal redirect', () => {
    const envelope = normaliseReply({ status: 'OK', forceRedirectUrl: '/catalog/new/' }, at200);
    expect(envelope).toEqual({ status: 'OK', data: {}, messages: [], redirect: { url: '/catalog/new/', external: false } });
  });

  it("a URL with '{host}' is external", () => {
    const envelope = normaliseReply({ status: 'OK', forceRedirectUrl: 'https://pay.{host}/order/1' }, at200);
    expect(envelope.redirect).toEqual({ url: 'https://pay.{host}/order/1', external: true });
  });

  it('a FAIL keeps its redirect', () => {
    const envelope = normaliseReply({ status: 'FAIL', forceRedirectUrl: '/login/' }, at200);
    expect(envelope.redirect).toEqual({ url: '/login/', external: false });
  });
});

describe('shape detection', () => {
  it('prefers rqStatus over a status field in the payload', () => {
    expect(readShape({ rqStatus: 'OK', status: 'FAIL' })?.ok).toBe(true);
  });
});
