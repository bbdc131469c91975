import { describe, expect, it } from 'vitest';
import { NOT_CORRECT_JSON } from '@shop/contracts/envelope.ts';
import { expectRefusalReply } from '../testing/test-app.ts';
import { useTestApp } from '../testing/use-test-app.ts';
import { answerUpstream, legacy, refuseUpstream } from '../testing/upstream-mock.ts';
import { datesInfo, historyItem, orderPage, orderingData, checkoutPage, checkoutTotal } from '../testing/checkout-fixtures.ts';
import { pageData } from '../testing/fixtures.ts';

const t = useTestApp();

const lastCall = () => t.upstreamCalls().at(-1);
const KEY = '3b241101-e2bb-4255-8caf-4136c566a962';

const expectRefused = (response: { statusCode: number; json(): unknown }, text: string) => expectRefusalReply(t, response, text);

describe('GET /api/ordering', () => {
  it('reads the status-shaped checkout of the legacy /ordering/', async () => {
    answerUpstream(t.upstream, 'GET', '/ordering/', 200, legacy.status(checkoutPage));
    const response = await t.app.inject({ url: '/api/ordering' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'OK', data: checkoutPage, messages: [] });
  });

  it('refuses a checkout that does not match the contract', async () => {
    answerUpstream(t.upstream, 'GET', '/ordering/', 200, legacy.status({ ...checkoutPage, total: null }));
    const response = await t.app.inject({ url: '/api/ordering' });
    expect(response.statusCode).toBe(502);
    expect(response.json().error.message).toBe(NOT_CORRECT_JSON);
  });
});

describe('PUT /api/ordering/data', () => {
  const updated = { bodyData: orderingData, totals: checkoutTotal, deliveryDate: '2026-11-25', orderingDataHash: 'abc', datesInfo };

  it('sends the checked ordering data as JSON text and answers the totals', async () => {
    answerUpstream(t.upstream, 'POST', '/cart/updateOrderingData/', 200, legacy.rq(updated));
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/ordering/data',
      payload: { orderingData: { phone: '+7 (912) 345-67-89', mailInput: 'Buyer@Example.ru', deliveryToDoor: 1, innIp: '' } },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'OK', data: updated, messages: [] });
    const body = JSON.parse(String(lastCall()?.body)) as { orderingData: string };
    expect(typeof body.orderingData).toBe('string');
    expect(JSON.parse(body.orderingData)).toEqual({ phone: '79123456789', mailInput: 'buyer@example.ru', deliveryToDoor: true, innIp: '' });
  });

  it('passes the upstream’s notice on an OK reply as an error toast', async () => {
    answerUpstream(
      t.upstream,
      'POST',
      '/cart/updateOrderingData/',
      200,
      legacy.rq(updated, { error: 'Экспресс-доставка за 4 часа недоступна для этих товаров' }),
    );
    const response = await t.app.inject({ method: 'PUT', url: '/api/ordering/data', payload: { orderingData: { deliveryExpress: true } } });
    expect(response.json()).toMatchObject({
      status: 'OK',
      messages: [{ kind: 'error', text: 'Экспресс-доставка за 4 часа недоступна для этих товаров' }],
    });
  });

  it('answers 404 for an address that is not the shopper’s', async () => {
    answerUpstream(t.upstream, 'POST', '/cart/updateOrderingData/', 404, legacy.rqFail({ error: 'Адрес не найден' }));
    const response = await t.app.inject({ method: 'PUT', url: '/api/ordering/data', payload: { orderingData: { currentAddressId: 99 } } });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toEqual({ message: 'Адрес не найден', statusCode: 404 });
  });

  it.each([
    [{ phone: '912-34' }, 'Телефон должен содержать не меньше 10 цифр'],
    [{ innIp: '770708389' }, 'Проверьте ИНН: 10 или 12 цифр'],
    [{ mailInput: 'buyer@' }, 'Проверьте e-mail: он должен выглядеть как name@example.ru'],
    [{ deliveryToDoorFloor: 0 }, 'Этаж — целое число от 1 до 300'],
    [{ deliveryToDoorFloor: 12.5 }, 'Этаж — целое число от 1 до 300'],
    [{ deliveryType: 2 }, 'Способ получения: 0 — доставка курьером, 3 — самовывоз'],
    [{ paymentType: 0 }, 'Выберите способ оплаты'],
    [{ currentAddressId: -1 }, 'Идентификатор должен быть положительным'],
  ])('refuses %j with 400 before the upstream', async (data, text) => {
    expectRefused(await t.app.inject({ method: 'PUT', url: '/api/ordering/data', payload: { orderingData: data } }), text);
  });

  it('refuses a body without orderingData', async () => {
    expectRefused(
      await t.app.inject({ method: 'PUT', url: '/api/ordering/data', payload: { phone: '9123456789' } }),
      'Данные заказа должны быть объектом',
    );
  });
});

describe('POST /api/orders', () => {
  const sent = { orderCode: 'Ab3dEf7hJk', invoiceNumber: 'ИМ-000042', isYookassaPay: true, resetCart: true };

  it('sends the ordering data with the idempotency key and names the card-provider flag as the contract does', async () => {
    answerUpstream(t.upstream, 'POST', '/cart/send/', 200, legacy.result(sent));
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { 'idempotency-key': KEY, cookie: 'sid=abc' },
      payload: { phone: '8 912 345 67 89', paymentType: 1 },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'OK',
      data: { orderCode: 'Ab3dEf7hJk', invoiceNumber: 'ИМ-000042', isCardProviderPay: true, resetCart: true },
      messages: [],
    });
    expect(lastCall()?.headers).toMatchObject({ 'idempotency-key': KEY, cookie: 'sid=abc', 'content-type': 'application/json' });
    expect(JSON.parse(String(lastCall()?.body))).toEqual({ phone: '89123456789', paymentType: 1 });
  });

  it('passes a refusal on as 409 with every missing field', async () => {
    refuseUpstream(t.upstream, 'POST', '/cart/send/', 'result', 409, 'Укажите телефон', {
      messages: ['Укажите телефон', 'Выберите способ оплаты'],
    });
    const response = await t.app.inject({ method: 'POST', url: '/api/orders', headers: { 'idempotency-key': KEY }, payload: {} });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      status: 'FAIL',
      data: null,
      error: { message: 'Укажите телефон', statusCode: 409 },
      messages: [
        { kind: 'error', text: 'Укажите телефон' },
        { kind: 'error', text: 'Выберите способ оплаты' },
      ],
    });
  });

  it.each([
    [{}, 'Заголовок idempotency-key должен быть UUID'],
    [{ 'idempotency-key': 'twice' }, 'Заголовок idempotency-key должен быть UUID'],
  ])('refuses a send without a UUID key (%j) before the upstream', async (headers, text) => {
    expectRefused(await t.app.inject({ method: 'POST', url: '/api/orders', headers, payload: { phone: '9123456789' } }), text);
  });

  it('refuses bad ordering data before the upstream', async () => {
    expectRefused(
      await t.app.inject({ method: 'POST', url: '/api/orders', headers: { 'idempotency-key': KEY }, payload: { innIp: '50010073225' } }),
      'Проверьте ИНН: 10 или 12 цифр',
    );
  });
});

describe('payment', () => {
  it('asks the card payment path for the payment page, back to the page the shopper came from', async () => {
    answerUpstream(
      t.upstream,
      'POST',
      '/api/v1/cart/cardPayment/',
      200,
      legacy.result({ payUrl: 'http://127.0.0.1:4010/demo-pay/t0k3n/' }),
    );
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${encodeURIComponent('ИМ-000042')}/card-payment`,
      headers: { referer: 'http://localhost:3000/cart/' },
      payload: {},
    });
    expect(response.json()).toEqual({ status: 'OK', data: { payUrl: 'http://127.0.0.1:4010/demo-pay/t0k3n/' }, messages: [] });
    expect(JSON.parse(String(lastCall()?.body))).toEqual({
      invoiceNumber: 'ИМ-000042',
      orderingPage: true,
      referrer: 'http://localhost:3000/cart/',
    });
  });

  it('answers 409 for an order that is paid already', async () => {
    refuseUpstream(t.upstream, 'POST', '/api/v1/cart/cardPayment/', 'result', 409, 'Заказ уже оплачен');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/orders/ИМ-000042/card-payment',
      payload: { referrer: 'http://localhost:3000/o/x/' },
    });
    expect(response.statusCode).toBe(409);
    expect(JSON.parse(String(lastCall()?.body)).referrer).toBe('http://localhost:3000/o/x/');
  });

  it('refuses a referrer that is not a web address, and a bad invoice number', async () => {
    expectRefused(
      await t.app.inject({ method: 'POST', url: '/api/orders/ИМ-000042/card-payment', payload: { referrer: 'javascript:alert(1)' } }),
      'referrer должен быть адресом страницы магазина',
    );
    expectRefused(await t.app.inject({ method: 'POST', url: '/api/orders/%3Cx%3E/card-payment', payload: {} }), 'Неверный номер счёта');
  });

  it('gets the payment address of an order by code and type', async () => {
    answerUpstream(
      t.upstream,
      'GET',
      '/api/v1/yookassa/getPayUrlByOrder/',
      200,
      legacy.status({ paymentUrl: 'http://127.0.0.1:4010/demo-pay/t0k3n/' }),
    );
    const response = await t.app.inject({ url: '/api/orders/Ab3dEf7hJk/payment-url?paymentType=1' });
    expect(response.json().data).toEqual({ paymentUrl: 'http://127.0.0.1:4010/demo-pay/t0k3n/' });
    expect(lastCall()?.searchParams).toEqual({ orderCode: 'Ab3dEf7hJk', paymentType: '1' });
  });

  it('refuses a missing payment type and a malformed order code before the upstream', async () => {
    expectRefused(await t.app.inject({ url: '/api/orders/Ab3dEf7hJk/payment-url' }), 'Выберите способ оплаты');
    expectRefused(await t.app.inject({ url: '/api/orders/a-b/payment-url?paymentType=1' }), 'Неверный код заказа');
  });
});

describe('GET /api/orders/:orderCode', () => {
  it('answers the order page’s data with the invoice linked through this BFF', async () => {
    answerUpstream(t.upstream, 'GET', '/o/Ab3dEf7hJk/', 200, legacy.status({ ...pageData, route: 'order', sections: orderPage }));
    const response = await t.app.inject({ url: '/api/orders/Ab3dEf7hJk' });
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toEqual({
      ...orderPage,
      orderData: { ...orderPage.orderData, invoiceUrl: '/api/orders/Ab3dEf7hJk/invoice?token=tok_123' },
      invoiceUrl: '/api/orders/Ab3dEf7hJk/invoice?token=tok_123',
    });
    expect(lastCall()?.headers).toMatchObject({ 'without-menu': '1' });
  });

  it("answers 404 'Заказ не найден' for an unknown or another shopper's order", async () => {
    answerUpstream(
      t.upstream,
      'GET',
      '/o/Ab3dEf7hJk/',
      404,
      legacy.statusFail({ ...pageData, route: 'order', sections: { title: 'Заказ не найден' }, error: 'This page could not be found' }),
    );
    const response = await t.app.inject({ url: '/api/orders/Ab3dEf7hJk' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      status: 'FAIL',
      data: null,
      messages: [{ kind: 'error', text: 'Заказ не найден' }],
      error: { message: 'Заказ не найден', statusCode: 404, route: 'order' },
    });
  });
});

describe('GET /api/orders/:orderCode/invoice', () => {
  const html = '<!doctype html><title>Счёт на оплату № ИМ-000042</title>';

  it('streams the document with the shopper’s cookie and a policy that runs nothing', async () => {
    t.upstream
      .intercept({ method: 'GET', path: '/order/invoice/Ab3dEf7hJk/?token=tok_123' })
      .reply(200, html, { headers: { 'content-type': 'text/html; charset=utf-8' } });
    const response = await t.app.inject({ url: '/api/orders/Ab3dEf7hJk/invoice?token=tok_123', headers: { cookie: 'sid=abc' } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(html);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['content-security-policy']).toMatch(/^default-src 'none'; .*sandbox/);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(lastCall()?.headers).toMatchObject({ cookie: 'sid=abc' });
  });

  it("answers 404 'Заказ не найден' when the upstream does not give it", async () => {
    t.upstream.intercept({ method: 'GET', path: '/order/invoice/Ab3dEf7hJk/' }).reply(404, '{"status":"FAIL"}');
    const response = await t.app.inject({ url: '/api/orders/Ab3dEf7hJk/invoice' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe('Заказ не найден');
  });

  it('refuses anything but an HTML document', async () => {
    t.upstream
      .intercept({ method: 'GET', path: '/order/invoice/Ab3dEf7hJk/' })
      .reply(200, '<svg/>', { headers: { 'content-type': 'image/svg+xml' } });
    const response = await t.app.inject({ url: '/api/orders/Ab3dEf7hJk/invoice' });
    expect(response.statusCode).toBe(502);
  });

  it('refuses a malformed token before the upstream', async () => {
    expectRefused(await t.app.inject({ url: '/api/orders/Ab3dEf7hJk/invoice?token=a%26b' }), 'Неверная ссылка на счёт');
  });
});

describe('order history', () => {
  it('answers the history page’s list', async () => {
    answerUpstream(
      t.upstream,
      'GET',
      '/order/history/',
      200,
      legacy.status({ ...pageData, route: 'orderHistory', sections: { orders: [historyItem] } }),
    );
    const response = await t.app.inject({ url: '/api/orders/history' });
    expect(response.json()).toEqual({ status: 'OK', data: { orders: [historyItem] }, messages: [] });
  });

  it('removes an order by id', async () => {
    answerUpstream(t.upstream, 'DELETE', '/order/removeHistoryOrder/', 200, legacy.status({ id: 42 }));
    const response = await t.app.inject({ method: 'DELETE', url: '/api/orders/history/42' });
    expect(response.json().data).toEqual({ id: 42 });
    expect(lastCall()?.searchParams).toEqual({ orderId: '42' });
  });

  it('saves a comment', async () => {
    answerUpstream(
      t.upstream,
      'POST',
      '/order/changeHistoryComment/',
      200,
      legacy.status({ orderData: { ...historyItem, comment: 'Для дачи' } }),
    );
    const response = await t.app.inject({ method: 'PUT', url: '/api/orders/history/42/comment', payload: { comment: 'Для дачи' } });
    expect(response.json().data.orderData.comment).toBe('Для дачи');
    expect(JSON.parse(String(lastCall()?.body))).toEqual({ orderId: 42, comment: 'Для дачи' });
  });

  it('answers 404 for an order that is not in the shopper’s history', async () => {
    answerUpstream(t.upstream, 'DELETE', '/order/removeHistoryOrder/', 404, legacy.statusFail({ error: 'Заказ не найден' }));
    const response = await t.app.inject({ method: 'DELETE', url: '/api/orders/history/7' });
    expect(response.statusCode).toBe(404);
  });

  it('refuses a comment over 1000 characters and an id that is not a number before the upstream', async () => {
    expectRefused(
      await t.app.inject({ method: 'PUT', url: '/api/orders/history/42/comment', payload: { comment: 'x'.repeat(1001) } }),
      'Комментарий не может быть длиннее 1000 символов',
    );
    expectRefused(await t.app.inject({ method: 'DELETE', url: '/api/orders/history/abc' }), 'Идентификатор должен быть числом');
  });
});
