import type { FastifyInstance } from 'fastify';
import { MockAgent } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { startRedisServer, type RedisServer } from '../testing/redis-server.ts';
import { UPSTREAM_ORIGIN } from '../testing/test-app.ts';
import { answerSitemapCalls, cardVarieties } from '../testing/sitemap-upstream.ts';
import { answerUpstream, legacy } from '../testing/upstream-mock.ts';
import { cartPosition, cartTotal } from '../testing/fixtures.ts';
import { DESTINATION_RATE_LIMITS } from '../routes/account.ts';
import { SIGN_IN_FAILURES } from '../routes/sign-in-throttle.ts';

/** Two BFF instances behind one load balancer share one Redis and one upstream. */
let redis: RedisServer;
let mock: MockAgent;
let first: FastifyInstance;
let second: FastifyInstance;

const upstreamCalls = (path: string) => (mock.getCallHistory()?.calls() ?? []).filter((call) => call.path.split('?')[0] === path).length;

beforeAll(async () => {
  redis = await startRedisServer();
  mock = new MockAgent({ enableCallHistory: true });
  mock.disableNetConnect();
  const instance = () =>
    buildApp({
      upstreamUrl: UPSTREAM_ORIGIN,
      upstreamTimeoutMs: 2_000,
      webDist: '/nonexistent/web/dist',
      mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      dispatcher: mock,
      redisUrl: redis.url,
    });
  [first, second] = await Promise.all([instance(), instance()]);
}, 30_000);

afterAll(async () => {
  await Promise.all([first?.close(), second?.close()]);
  await mock?.close();
  await redis?.stop();
});

const upstream = () => mock.get(UPSTREAM_ORIGIN);
const sent = { channel: 'sms', destination: '+7 *** ***-11-22', codeLength: 6, expiresInSeconds: 300, resendAfterSeconds: 60 };

describe('two BFF instances on one Redis', () => {
  it('count the codes sent to one phone in a day together', async () => {
    const limit = DESTINATION_RATE_LIMITS.sendCodeDaily.max;
    answerUpstream(upstream(), 'POST', '/api/v1/Auth/sendCode/', 200, legacy.status(sent)).times(limit);
    for (let index = 0; index < limit; index += 1) {
      const app = index % 2 === 0 ? first : second;
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/code',
        remoteAddress: `10.1.0.${index}`,
        payload: { phone: '9120001122' },
      });
      expect(response.statusCode).toBe(200);
    }
    const other = limit % 2 === 0 ? first : second;
    const refused = await other.inject({
      method: 'POST',
      url: '/api/auth/code',
      remoteAddress: '10.1.0.200',
      payload: { phone: '+7 912 000-11-22' },
    });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(500);
    expect(upstreamCalls('/api/v1/Auth/sendCode/')).toBe(limit);
  });

  it("count one client's wrong passwords for one account together", async () => {
    const max = SIGN_IN_FAILURES.accountAndClient.max;
    answerUpstream(
      upstream(),
      'POST',
      '/api/v1/Auth/login/',
      200,
      legacy.resultFail({ statusCode: 401, error: 'Неверный e-mail или пароль' }),
    ).times(max);
    for (let index = 0; index < max; index += 1) {
      const app = index % 2 === 0 ? first : second;
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '10.2.0.1',
        payload: { email: 'scale@example.ru', password: `guess-${index}` },
      });
      expect(response.statusCode).toBe(401);
    }
    const other = max % 2 === 0 ? first : second;
    const refused = await other.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: '10.2.0.1',
      payload: { email: 'scale@example.ru', password: 'guess-x' },
    });
    expect(refused.statusCode).toBe(429);
    expect(upstreamCalls('/api/v1/Auth/login/')).toBe(max);
  });

  it('let no more wrong passwords sent at once by one client through than the limit, whichever instance gets them', async () => {
    const max = SIGN_IN_FAILURES.accountAndClient.max;
    const before = upstreamCalls('/api/v1/Auth/login/');
    answerUpstream(
      upstream(),
      'POST',
      '/api/v1/Auth/login/',
      200,
      legacy.resultFail({ statusCode: 401, error: 'Неверный e-mail или пароль' }),
    )
      .times(max)
      .delay(50);
    const replies = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        (index % 2 === 0 ? first : second).inject({
          method: 'POST',
          url: '/api/auth/login',
          remoteAddress: '10.2.1.1',
          payload: { email: 'at-once@example.ru', password: `guess-${index}` },
        }),
      ),
    );
    const statuses = replies.map((reply) => reply.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(max);
    expect(statuses.filter((status) => status === 429)).toHaveLength(12 - max);
    expect(upstreamCalls('/api/v1/Auth/login/') - before).toBe(max);
  });

  it('send a code check on only from the client that asked for the code, whichever instance it asked', async () => {
    answerUpstream(upstream(), 'POST', '/api/v1/Auth/sendCode/', 200, legacy.status(sent));
    const asked = await first.inject({
      method: 'POST',
      url: '/api/auth/code',
      remoteAddress: '10.3.0.1',
      payload: { phone: '9120005566' },
    });
    expect(asked.statusCode).toBe(200);
    const before = upstreamCalls('/api/v1/Auth/checkCode/');
    const check = (remoteAddress: string) =>
      second.inject({ method: 'POST', url: '/api/auth/code/check', remoteAddress, payload: { phone: '+7 912 000-55-66', code: '000000' } });
    const stranger = await check('10.3.0.2');
    expect([stranger.statusCode, stranger.json().error.message]).toEqual([401, 'Код не найден или устарел: запросите новый']);
    expect(upstreamCalls('/api/v1/Auth/checkCode/')).toBe(before);
    answerUpstream(
      upstream(),
      'POST',
      '/api/v1/Auth/checkCode/',
      200,
      legacy.resultFail({ statusCode: 401, error: 'Неверный код. Осталось попыток: 4' }),
    );
    expect((await check('10.3.0.1')).json().error.message).toBe('Неверный код. Осталось попыток: 4');
  });

  it('share cached cities: the second instance answers without the upstream', async () => {
    const cities = [{ id: 1, sysCityId: 1001, name: 'Москва', lat: 55.7558, lng: 37.6173, bold: true, icon: true }];
    answerUpstream(upstream(), 'GET', '/api/v1/TC/getCitiesList/', 200, legacy.rq({ cities }));
    const fromFirst = await first.inject({ url: '/api/cities', headers: { cookie: 'sid=one' } });
    const fromSecond = await second.inject({ url: '/api/cities', headers: { cookie: 'sid=two' } });
    expect(fromFirst.json()).toEqual({ status: 'OK', data: { cities }, messages: [] });
    expect(fromSecond.json()).toEqual(fromFirst.json());
    expect(upstreamCalls('/api/v1/TC/getCitiesList/')).toBe(1);
  });

  it('place one order per idempotency key and shopper, whichever instance gets the repeat', async () => {
    const order = { orderCode: 'ИМ-000042', invoiceNumber: 'С-42', isYookassaPay: false, resetCart: true };
    answerUpstream(upstream(), 'POST', '/cart/send/', 200, legacy.result(order)).times(2);
    const key = '6f1c2a4e-8a6b-4c1d-9a53-2b7f0c3d4e5f';
    const press = (app: FastifyInstance, cookie: string) =>
      app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: { 'idempotency-key': key, cookie },
        payload: { phone: '9123456789', paymentType: 1 },
      });

    const placed = await press(first, 'sid=shopper-a');
    expect(placed.statusCode).toBe(200);
    expect(placed.json().data).toEqual({ orderCode: 'ИМ-000042', invoiceNumber: 'С-42', isCardProviderPay: false, resetCart: true });
    const repeated = await press(second, 'sid=shopper-a');
    expect(repeated.json()).toEqual(placed.json());
    expect(upstreamCalls('/cart/send/')).toBe(1);

    // Another shopper's same key is theirs: it goes to the upstream.
    await press(second, 'sid=shopper-b');
    expect(upstreamCalls('/cart/send/')).toBe(2);
  });

  it('apply a cart change once per idempotency key and shopper, whichever instance gets the repeat', async () => {
    const added = { total: cartTotal, data: cartPosition, positionsIds: ['1001'], countpos: 1 };
    answerUpstream(upstream(), 'PUT', '/api/v1/Cart/put/', 200, legacy.result(added)).times(2);
    const key = '0b7e3c52-4f0a-4d8e-9c61-7a2d5e8f9b10';
    const add = (app: FastifyInstance) =>
      app.inject({
        method: 'POST',
        url: '/api/cart/items',
        headers: { 'idempotency-key': key, cookie: 'sid=shopper-a' },
        payload: { assortmentId: 1001, quantity: 2 },
      });
    const once = await add(first);
    expect(once.json()).toMatchObject({ status: 'OK', data: added });
    expect((await add(second)).json()).toEqual(once.json());
    expect(upstreamCalls('/api/v1/Cart/put/')).toBe(1);
  });

  it('serve the one sitemap that only one of them built', async () => {
    answerSitemapCalls(upstream());
    const outcomes = await Promise.all([first.sitemap.refresh(), second.sitemap.refresh()]);
    expect(outcomes.toSorted()).toEqual(['built', 'elsewhere']);
    expect(upstreamCalls('/api/v1/catalogMenu/getMenu/')).toBe(1);

    const files = await Promise.all([first, second].map((app) => app.inject({ url: '/sitemap-1.xml' })));
    expect(files.map((file) => file.statusCode)).toEqual([200, 200]);
    expect(files[1]?.body).toBe(files[0]?.body);
    for (const path of cardVarieties) expect(files[0]?.body).toContain(`<loc>http://localhost${path}</loc>`);
    expect(await second.sitemap.refresh()).toBe('fresh');
  });
});
