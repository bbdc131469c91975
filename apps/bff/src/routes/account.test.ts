import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Address, User } from '@shop/contracts/account.ts';
import { NOT_CORRECT_JSON } from '@shop/contracts/envelope.ts';
import { buildTestApp, expectRefusalReply } from '../testing/test-app.ts';
import { answerUpstream, legacy, refuseUpstream } from '../testing/upstream-mock.ts';
import { AUTH_RATE_LIMITS, DESTINATION_RATE_LIMITS } from './account.ts';
import { SIGN_IN_FAILURES, signInDelayMs } from './sign-in-throttle.ts';

let t: Awaited<ReturnType<typeof buildTestApp>>;

beforeEach(async () => {
  t = await buildTestApp();
});
afterEach(async () => {
  t.mock.assertNoPendingInterceptors();
  await t.close();
});

const lastCall = () => t.upstreamCalls().at(-1);
const sentBody = () => JSON.parse(String(lastCall()?.body));

const city = { id: 1, sysCityId: 1001, name: 'Москва', lat: 55.7558, lng: 37.6173, bold: true, icon: true };
const guest: User = {
  id: false,
  username: 'Гость',
  contact: null,
  phone: null,
  email: null,
  favoriteCount: 0,
  socialAuth: { enable: true, socials: [{ providerId: 'vk', name: 'ВКонтакте' }] },
  cityData: { cityName: 'Москва', cityId: 1, sysCityId: 1001 },
  cities: [city],
  staff: { debug: false, sal: false },
};
const buyer: User = { ...guest, id: 7, username: '+7 912 345-67-89', phone: '79123456789' };
const address: Address = {
  id: 3,
  text: 'г. Москва, ул. Ленина, д. 12',
  label: 'Доставка курьером',
  address: 'г. Москва, ул. Ленина, д. 12',
  cityId: 1,
  pointId: null,
  lat: 55.75,
  lng: 37.61,
  deliveryType: 0,
  deliveryToDoor: false,
  deliveryToDoorElevator: false,
  deliveryToDoorFloor: 1,
  showDeliveryToDoor: true,
  pType: 'delivery',
};
const sent = { channel: 'sms', destination: '+7 *** ***-67-89', codeLength: 6, expiresInSeconds: 300, resendAfterSeconds: 60 };

const expectRefusedBeforeUpstream = (response: { statusCode: number; json: () => unknown }, text: string) =>
  expectRefusalReply(t, response, text);

describe('POST /api/auth/code', () => {
  it('sends the phone in one spelling and the e-mail as null, and answers where the code went', async () => {
    answerUpstream(
      t.upstream,
      'POST',
      '/api/v1/Auth/sendCode/',
      200,
      legacy.status(sent, { message: 'Код отправлен на +7 *** ***-67-89' }),
    );
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/code', payload: { phone: '8 (912) 345-67-89' } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'OK',
      data: sent,
      messages: [{ kind: 'success', text: 'Код отправлен на +7 *** ***-67-89' }],
    });
    expect(sentBody()).toEqual({ phone: '79123456789', email: null });
  });

  it('passes the resend refusal on as 429 with its text', async () => {
    refuseUpstream(t.upstream, 'POST', '/api/v1/Auth/sendCode/', 'status', 429, 'Повторно отправить код можно через 42 с');
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/code', payload: { email: 'ivan@example.ru' } });
    expect(response.statusCode).toBe(429);
    expect(response.json().error).toEqual({ message: 'Повторно отправить код можно через 42 с', statusCode: 429 });
    expect(response.headers['retry-after']).toBe('42');
    expect(sentBody()).toEqual({ phone: null, email: 'ivan@example.ru' });
  });

  it("passes the upstream's own Retry-After on when it sends one", async () => {
    answerUpstream(t.upstream, 'POST', '/api/v1/Auth/sendCode/', 200, legacy.statusFail({ statusCode: 429, error: 'Подождите' }), {
      'retry-after': '17',
    });
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/code', payload: { phone: '9123456789' } });
    expect(response.statusCode).toBe(429);
    expect(response.headers['retry-after']).toBe('17');
  });

  it(`limits codes one client asks for one phone to ${DESTINATION_RATE_LIMITS.sendCode.max} per 10 minutes, in any spelling`, async () => {
    const limit = DESTINATION_RATE_LIMITS.sendCode.max;
    answerUpstream(t.upstream, 'POST', '/api/v1/Auth/sendCode/', 200, legacy.status(sent)).times(limit);
    const spellings = ['8 (912) 345-67-89', '+7 912 345 67 89', '9123456789'];
    for (let index = 0; index < limit; index += 1) {
      const allowed = await t.app.inject({
        method: 'POST',
        url: '/api/auth/code',
        remoteAddress: '10.0.0.1',
        payload: { phone: spellings[index % 3] },
      });
      expect(allowed.statusCode).toBe(200);
    }
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/auth/code',
      remoteAddress: '10.0.0.1',
      payload: { phone: '79123456789' },
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe('Слишком много попыток: повторите через 10 мин');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(500);
    expect(t.upstreamCalls()).toHaveLength(limit);

    // A stranger asking codes for someone's phone does not stop the owner asking for one.
    answerUpstream(t.upstream, 'POST', '/api/v1/Auth/sendCode/', 200, legacy.status(sent));
    const owner = await t.app.inject({
      method: 'POST',
      url: '/api/auth/code',
      remoteAddress: '10.0.0.99',
      payload: { phone: '79123456789' },
    });
    expect(owner.statusCode).toBe(200);
  });

  it(`caps codes to one phone at ${DESTINATION_RATE_LIMITS.sendCodeDaily.max} a day`, async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      answerUpstream(t.upstream, 'POST', '/api/v1/Auth/sendCode/', 200, legacy.status(sent)).times(
        DESTINATION_RATE_LIMITS.sendCodeDaily.max,
      );
      for (let index = 0; index < DESTINATION_RATE_LIMITS.sendCodeDaily.max; index += 1) {
        if (index > 0 && index % DESTINATION_RATE_LIMITS.sendCode.max === 0) vi.advanceTimersByTime(11 * 60_000);
        const allowed = await t.app.inject({
          method: 'POST',
          url: '/api/auth/code',
          remoteAddress: `10.0.1.${index}`,
          payload: { phone: '9123456789' },
        });
        expect(allowed.statusCode).toBe(200);
      }
      vi.advanceTimersByTime(11 * 60_000);
      const refused = await t.app.inject({
        method: 'POST',
        url: '/api/auth/code',
        remoteAddress: '10.0.1.200',
        payload: { phone: '9123456789' },
      });
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error.message).toMatch(/^Слишком много попыток: повторите через (2[0-4]|1\d) ч$/);
    } finally {
      vi.useRealTimers();
    }
  });

  it.each([
    [{}, 'Укажите телефон или e-mail'],
    [{ phone: null, email: '' }, 'Укажите телефон или e-mail'],
    [{ phone: '9123456789', email: 'ivan@example.ru' }, 'Укажите что-то одно: телефон или e-mail'],
    [{ phone: '912-34' }, 'Телефон должен содержать не меньше 10 цифр'],
    [{ email: 'ivan@example' }, 'Проверьте e-mail: он должен выглядеть как name@example.ru'],
  ])('refuses %j with 400 before the upstream', async (payload, text) => {
    expectRefusedBeforeUpstream(await t.app.inject({ method: 'POST', url: '/api/auth/code', payload }), text);
  });

  it(`answers 429 in Russian after ${AUTH_RATE_LIMITS.sendCode.max} requests from one address, without the upstream`, async () => {
    answerUpstream(t.upstream, 'POST', '/api/v1/Auth/sendCode/', 200, legacy.status(sent)).times(AUTH_RATE_LIMITS.sendCode.max);
    for (let index = 0; index < AUTH_RATE_LIMITS.sendCode.max; index += 1) {
      const allowed = await t.app.inject({ method: 'POST', url: '/api/auth/code', payload: { phone: `912345678${index}` } });
      expect(allowed.statusCode).toBe(200);
    }
    const refused = await t.app.inject({ method: 'POST', url: '/api/auth/code', payload: { phone: '9123456780' } });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      status: 'FAIL',
      data: null,
      messages: [{ kind: 'error', text: 'Слишком много попыток: повторите через 10 мин' }],
      error: { message: 'Слишком много попыток: повторите через 10 мин', statusCode: 429 },
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(500);
    expect(t.upstreamCalls()).toHaveLength(AUTH_RATE_LIMITS.sendCode.max);

    answerUpstream(t.upstream, 'GET', '/api/v1/User/current/', 200, legacy.status({ user: guest }));
    expect((await t.app.inject({ url: '/api/user' })).statusCode).toBe(200);
  });

  it('counts the code check separately from sending', async () => {
    answerUpstream(t.upstream, 'POST', '/api/v1/Auth/sendCode/', 200, legacy.status(sent)).times(AUTH_RATE_LIMITS.sendCode.max);
    for (let index = 0; index < AUTH_RATE_LIMITS.sendCode.max; index += 1) {
      await t.app.inject({ method: 'POST', url: '/api/auth/code', payload: { phone: `912345678${index}` } });
    }
    answerUpstream(t.upstream, 'POST', '/api/v1/Auth/checkCode/', 200, legacy.result({ user: buyer }));
    const check = await t.app.inject({ method: 'POST', url: '/api/auth/code/check', payload: { code: '123456', phone: '9123456789' } });
    expect(check.statusCode).toBe(200);
  });
});

describe('wrong passwords and codes', () => {
  const fast = { firstDelayMs: 40, maxDelayMs: 160 };
  const wrongPassword = () => legacy.resultFail({ statusCode: 401, error: 'Неверный e-mail или пароль' });
  const login = (remoteAddress: string, password = 'wrong-password', email = 'Ivan@Example.ru') =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress, payload: { email, password } });

  beforeEach(async () => {
    await t.close();
    t = await buildTestApp({ signInDelays: fast });
  });

  it('from strangers never lock the owner out: the right password from the owner’s client still signs in', async () => {
    const strangers = 3 * SIGN_IN_FAILURES.accountAndClient.max;
    answerUpstream(t.upstream, 'POST', '/api/v1/Auth/login/', 200, wrongPassword()).times(strangers);
    for (let index = 0; index < strangers; index += 1) expect((await login(`10.0.2.${index}`)).statusCode).toBe(401);
    answerUpstream(t.upstream, 'POST', '/api/v1/Auth/login/', 200, legacy.result({ user: buyer }));
    const owner = await login('192.0.2.7', 'the-right-password', 'ivan@example.ru');
    expect(owner.statusCode).toBe(200);
    expect(owner.json().data).toEqual({ user: buyer });
  });

  it('from one client stop that client for that account only, with retry-after, before the upstream', async () => {
    const max = SIGN_IN_FAILURES.accountAndClient.max;
    answerUpstream(t.upstream, 'POST', '/api/v1/Auth/login/', 200, wrongPassword()).times(max);
    for (let index = 0; index < max; index += 1) expect((await login('10.0.3.1')).statusCode).toBe(401);
    const refused = await login('10.0.3.1', 'maybe-this-one', 'IVAN@example.ru');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe('Слишком много попыток: повторите через 10 мин');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(500);
    expect(t.upstreamCalls()).toHaveLength(max);

    // Another account from the same client, and the same account from another client, are asked.
    answerUpstream(t.upstream, 'POST', '/api/v1/Auth/login/', 200, wrongPassword()).times(2);
    expect((await login('10.0.3.1', 'wrong-password', 'olga@example.ru')).statusCode).toBe(401);
    expect((await login('10.0.3.2')).statusCode).toBe(401);
    const metrics = (await t.app.inject({ url: '/api/metrics' })).body;
    expect(metrics).toContain('bff_rate_limit_refusals_total{route="/api/auth/login",limit="login:account-client"} 1');
  });

  it('sent at once from one client reach the upstream no more often than the limit', async () => {
    const max = SIGN_IN_FAILURES.accountAndClient.max;
    // Under the client's limit for the route (AUTH_RATE_LIMITS.login), so that this limit alone decides.
    const atOnce = AUTH_RATE_LIMITS.login.max - 1;
    answerUpstream(t.upstream, 'POST', '/api/v1/Auth/login/', 200, wrongPassword()).times(max).delay(50);
    const replies = await Promise.all(Array.from({ length: atOnce }, () => login('10.0.3.9')));
    const statuses = replies.map((reply) => reply.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(max);
    expect(statuses.filter((status) => status === 429)).toHaveLength(atOnce - max);
    expect(t.upstreamCalls()).toHaveLength(max);
  });

  it('sent at once beyond the client’s limit for the route still let the limit’s first attempts through', async () => {
    const max = SIGN_IN_FAILURES.accountAndClient.max;
    const atOnce = AUTH_RATE_LIMITS.login.max + 2;
    answerUpstream(t.upstream, 'POST', '/api/v1/Auth/login/', 200, wrongPassword()).times(max).delay(50);
    const replies = await Promise.all(Array.from({ length: atOnce }, () => login('10.0.3.10')));
    const statuses = replies.map((reply) => reply.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(max);
    expect(statuses.filter((status) => status === 429)).toHaveLength(atOnce - max);
  });

  it('are forgotten for a client once it signs in', async () => {
    const max = SIGN_IN_FAILURES.accountAndClient.max;
    answerUpstream(t.upstream, 'POST', '/api/v1/Auth/login/', 200, wrongPassword()).times(max - 1);
    answerUpstream(t.upstream, 'POST', '/api/v1/Auth/login/', 200, legacy.result({ user: buyer }));
    answerUpstream(t.upstream, 'POST', '/api/v1/Auth/login/', 200, wrongPassword()).times(max - 1);
    for (let index = 0; index < max - 1; index += 1) expect((await login('10.0.4.1')).statusCode).toBe(401);
    expect((await login('10.0.4.1', 'the-right-password')).statusCode).toBe(200);
    for (let index = 0; index < max - 1; index += 1) expect((await login('10.0.4.1')).statusCode).toBe(401);
  });

  it('from anywhere slow every attempt on the account, doubling up to a ceiling', async () => {
    const free = SIGN_IN_FAILURES.account.free;
    const timed = async (remoteAddress: string) => {
      const started = performance.now();
      const response = await login(remoteAddress);
      return { status: response.statusCode, ms: performance.now() - started };
    };
    answerUpstream(t.upstream, 'POST', '/api/v1/Auth/login/', 200, wrongPassword()).times(free + 4);
    for (let index = 0; index < free; index += 1) expect((await timed(`10.0.5.${index}`)).status).toBe(401);
    const slowed = [];
    for (let index = free; index < free + 4; index += 1) slowed.push(await timed(`10.0.5.${index}`));
    expect(slowed.map((attempt) => attempt.status)).toEqual([401, 401, 401, 401]);
    // 40, 80, 160, then the ceiling of 160 ms.
    expect(slowed[0]!.ms).toBeGreaterThanOrEqual(fast.firstDelayMs - 2);
    expect(slowed[1]!.ms).toBeGreaterThanOrEqual(2 * fast.firstDelayMs - 2);
    expect(slowed[3]!.ms).toBeGreaterThanOrEqual(fast.maxDelayMs - 2);
    expect(slowed[3]!.ms).toBeLessThan(2 * fast.maxDelayMs + 500);
  });

  it('are wrong codes too: one client is stopped for one phone, the owner elsewhere still checks', async () => {
    const max = SIGN_IN_FAILURES.accountAndClient.max;
    const check = (remoteAddress: string, code: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/code/check', remoteAddress, payload: { code, phone: '+7 912 345-67-89' } });
    answerUpstream(t.upstream, 'POST', '/api/v1/Auth/checkCode/', 200, legacy.resultFail({ statusCode: 401, error: 'Неверный код' })).times(
      max,
    );
    for (let index = 0; index < max; index += 1) expect((await check('10.0.6.1', `00000${index}`)).statusCode).toBe(401);
    expect((await check('10.0.6.1', '000009')).statusCode).toBe(429);
    answerUpstream(t.upstream, 'POST', '/api/v1/Auth/checkCode/', 200, legacy.result({ user: buyer }));
    expect((await check('192.0.2.7', '123456')).statusCode).toBe(200);
  });
});

describe('sign-in slowdown', () => {
  it('waits nothing up to the free failures, then doubles to the ceiling', () => {
    const free = SIGN_IN_FAILURES.account.free;
    expect(signInDelayMs(0)).toBe(0);
    expect(signInDelayMs(free - 1)).toBe(0);
    expect(signInDelayMs(free)).toBe(250);
    expect(signInDelayMs(free + 1)).toBe(500);
    expect(signInDelayMs(free + 100)).toBe(4_000);
  });
});

describe('POST /api/auth/code/check', () => {
  it('checks the code for the destination and answers the signed-in user with the session cookie', async () => {
    answerUpstream(t.upstream, 'POST', '/api/v1/Auth/checkCode/', 200, legacy.result({ user: buyer }), {
      'set-cookie': 'sid=abc; Path=/; HttpOnly',
    });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/code/check',
      payload: { code: '012345', phone: '+7 912 345-67-89' },
    });
    expect(response.json()).toEqual({ status: 'OK', data: { user: buyer }, messages: [] });
    expect(response.headers['set-cookie']).toEqual(['sid=abc; Path=/; HttpOnly']);
    expect(sentBody()).toEqual({ code: '012345', phone: '79123456789' });
  });

  it('accepts the code alone, as the spec’s checkCode call, and sends the upstream the code alone', async () => {
    answerUpstream(t.upstream, 'POST', '/api/v1/Auth/checkCode/', 200, legacy.result({ user: buyer }));
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/code/check', payload: { code: '012345' } });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ user: buyer });
    expect(sentBody()).toEqual({ code: '012345' });
  });

  it('passes a wrong code on as 401 with the tries left', async () => {
    refuseUpstream(t.upstream, 'POST', '/api/v1/Auth/checkCode/', 'result', 401, 'Неверный код. Осталось попыток: 4');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/code/check',
      payload: { code: '000000', email: 'ivan@example.ru' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().messages).toEqual([{ kind: 'error', text: 'Неверный код. Осталось попыток: 4' }]);
  });

  it.each([
    [{ code: '12345', phone: '9123456789' }, 'Код состоит из 6 цифр'],
    [{ code: '12a456', phone: '9123456789' }, 'Код состоит из 6 цифр'],
    [{ code: '123456', phone: '9123456789', email: 'ivan@example.ru' }, 'Укажите что-то одно: телефон или e-mail'],
  ])('refuses %j with 400 before the upstream', async (payload, text) => {
    expectRefusedBeforeUpstream(await t.app.inject({ method: 'POST', url: '/api/auth/code/check', payload }), text);
  });
});

describe('logout, login, registration, reminder, social', () => {
  it('logs out into the guest', async () => {
    answerUpstream(t.upstream, 'POST', '/api/v1/Auth/logout/', 200, legacy.result({ user: guest }));
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/logout' });
    expect(response.json()).toEqual({ status: 'OK', data: { user: guest }, messages: [] });
    expect(lastCall()?.body).toBeUndefined();
  });

  it('logs in with e-mail and password; a wrong pair is 401', async () => {
    answerUpstream(t.upstream, 'POST', '/api/v1/Auth/login/', 200, legacy.result({ user: buyer }));
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'Ivan@Example.ru', password: 'секрет-123' },
    });
    expect(ok.json().data).toEqual({ user: buyer });
    expect(sentBody()).toEqual({ email: 'ivan@example.ru', password: 'секрет-123' });

    refuseUpstream(t.upstream, 'POST', '/api/v1/Auth/login/', 'result', 401, 'Неверный e-mail или пароль');
    const wrong = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'ivan@example.ru', password: 'x' } });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error.message).toBe('Неверный e-mail или пароль');
  });

  it('registers; a taken e-mail is 409; a short password never reaches the upstream', async () => {
    answerUpstream(t.upstream, 'POST', '/api/v1/Auth/register/', 200, legacy.result({ user: buyer }));
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: 'a@b.ru', password: '12345678', username: ' Иван ' },
    });
    expect(sentBody()).toEqual({ email: 'a@b.ru', password: '12345678', username: 'Иван' });

    refuseUpstream(t.upstream, 'POST', '/api/v1/Auth/register/', 'result', 409, 'Этот e-mail уже зарегистрирован');
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: { email: 'a@b.ru', password: '12345678' } })).statusCode,
    ).toBe(409);

    const before = t.upstreamCalls().length;
    const short = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: { email: 'a@b.ru', password: '1234' } });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.message).toBe('Пароль должен быть не короче 8 символов');
    expect(t.upstreamCalls()).toHaveLength(before);
  });

  it('refuses a name with a line separator before the upstream: it would break the author’s links', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: 'ivan@example.ru', password: 'надёжный-пароль', username: 'Иван\u2028Петров' },
    });
    expectRefusedBeforeUpstream(response, 'Имя не может содержать переводы строк и невидимые символы');
  });

  it('answers the reminder with its message as a success toast', async () => {
    const text = 'Если этот e-mail зарегистрирован, мы отправили на него код для входа';
    answerUpstream(t.upstream, 'POST', '/api/v1/Auth/remember/', 200, legacy.status({ sent: true }, { message: text }));
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/remember', payload: { email: 'a@b.ru' } });
    expect(response.json()).toEqual({ status: 'OK', data: { sent: true }, messages: [{ kind: 'success', text }] });
  });

  it('starts a social sign-in that comes back to the configured address, whatever Host the request names', async () => {
    await t.close();
    t = await buildTestApp({ publicUrl: 'https://shop.example' });
    const redirectUrl = 'http://127.0.0.1:4010/dev/social/vk/?state=abc';
    answerUpstream(t.upstream, 'POST', '/api/v1/Auth/social/', 200, legacy.result({ redirectUrl }), {
      'set-cookie': 'sid=renewed; Path=/; HttpOnly',
    });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/social',
      payload: { providerId: 'vk' },
      headers: { host: 'evil.example' },
    });
    expect(response.json().data).toEqual({ redirectUrl });
    const flow = /^shop_social_flow=([\w-]{32}); Path=\/api\/auth\/social\/; Max-Age=600; HttpOnly; SameSite=Lax$/.exec(
      [response.headers['set-cookie']].flat().find((cookie) => cookie?.startsWith('shop_social_flow=')) ?? '',
    )?.[1];
    expect(flow).toBeDefined();
    expect(sentBody()).toEqual({ providerId: 'vk', returnUrl: `https://shop.example/api/auth/social/return?flow=${flow}` });
    expect([response.headers['set-cookie']].flat()).toContain('sid=renewed; Path=/; HttpOnly');
  });

  it('without a configured address comes back to the shop on this machine only, never to a Host someone wrote', async () => {
    answerUpstream(
      t.upstream,
      'POST',
      '/api/v1/Auth/social/',
      200,
      legacy.result({ redirectUrl: 'http://127.0.0.1:4010/dev/social/vk/?state=abc' }),
    );
    const local = await t.app.inject({
      method: 'POST',
      url: '/api/auth/social',
      payload: { providerId: 'vk' },
      headers: { host: 'localhost:3000' },
    });
    expect(local.statusCode).toBe(200);
    expect(sentBody().returnUrl).toMatch(/^http:\/\/localhost:3000\/api\/auth\/social\/return\?flow=[\w-]{32}$/);

    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/auth/social',
      payload: { providerId: 'vk' },
      headers: { host: 'evil.example' },
    });
    expect(forged.statusCode).toBe(503);
    expect(forged.json().messages).toEqual([{ kind: 'error', text: 'Вход через соцсети сейчас недоступен: войдите по коду или паролю' }]);
    expect(forged.headers['set-cookie']).toBeUndefined();
    expect(t.upstreamCalls()).toHaveLength(1);
  });

  it.each(['127.evil.example', '127.0.0.1.nip.io:3000', 'localhost.evil.example'])(
    'takes a host that only looks like this machine (%s) for a stranger’s',
    async (host) => {
      const forged = await t.app.inject({ method: 'POST', url: '/api/auth/social', payload: { providerId: 'vk' }, headers: { host } });
      expect(forged.statusCode).toBe(503);
      expect(forged.headers['set-cookie']).toBeUndefined();
      expect(t.upstreamCalls()).toHaveLength(0);
    },
  );

  it('finishes a social sign-in for the browser that started it, and sends it on to the shop', async () => {
    answerUpstream(t.upstream, 'POST', '/api/v1/Auth/socialFinish/', 200, legacy.result({ user: buyer }), {
      'set-cookie': 'sid=signed-in; Path=/; HttpOnly',
    });
    const response = await t.app.inject({
      url: '/api/auth/social/return?flow=secret-of-this-browser&state=s1&code=c1',
      headers: { cookie: 'sid=started; shop_social_flow=secret-of-this-browser' },
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/');
    expect(sentBody()).toEqual({ state: 's1', code: 'c1' });
    expect(lastCall()?.headers).toMatchObject({ cookie: 'sid=started; shop_social_flow=secret-of-this-browser' });
    expect([response.headers['set-cookie']].flat()).toEqual([
      'sid=signed-in; Path=/; HttpOnly',
      'shop_social_flow=; Path=/api/auth/social/; Max-Age=0; HttpOnly; SameSite=Lax',
    ]);
  });

  it.each([
    ['no cookie of the flow', 'sid=victim'],
    ['another flow’s cookie', 'sid=victim; shop_social_flow=secret-of-the-victim'],
  ])('signs nobody in for a browser with %s, without the upstream', async (_what, cookie) => {
    const response = await t.app.inject({
      url: '/api/auth/social/return?flow=secret-of-the-attacker&state=s1&code=c1',
      headers: { cookie },
    });
    expect(response.statusCode).toBe(401);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('Вход не удался: начните его заново в этом же браузере');
    expect(t.upstreamCalls()).toHaveLength(0);
  });

  it('shows the upstream’s refusal of the way back as a page', async () => {
    refuseUpstream(t.upstream, 'POST', '/api/v1/Auth/socialFinish/', 'result', 401, 'Ссылка для входа устарела: начните вход заново');
    const response = await t.app.inject({
      url: '/api/auth/social/return?flow=f&state=s1&code=c1',
      headers: { cookie: 'sid=a; shop_social_flow=f' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.body).toContain('Ссылка для входа устарела: начните вход заново');
    // The failure page's own policy, as the forms' failure page has it: its inline style and nothing else.
    const policy = String(response.headers['content-security-policy']).split(/;\s*/);
    expect(policy).toEqual(expect.arrayContaining(["default-src 'none'", "style-src 'unsafe-inline'"]));
  });

  it('refuses an unknown social provider before the upstream', async () => {
    expectRefusedBeforeUpstream(
      await t.app.inject({ method: 'POST', url: '/api/auth/social', payload: { providerId: 'fb' } }),
      'Неизвестный способ входа',
    );
  });
});

describe('GET /api/user', () => {
  it('answers the current user', async () => {
    answerUpstream(t.upstream, 'GET', '/api/v1/User/current/', 200, legacy.status({ user: guest }));
    expect((await t.app.inject({ url: '/api/user' })).json()).toEqual({ status: 'OK', data: { user: guest }, messages: [] });
  });

  it('refuses a user that does not match the contract with 502', async () => {
    answerUpstream(t.upstream, 'GET', '/api/v1/User/current/', 200, legacy.status({ user: { ...guest, id: 'seven' } }));
    const response = await t.app.inject({ url: '/api/user' });
    expect(response.statusCode).toBe(502);
    expect(response.json().error.message).toBe(NOT_CORRECT_JSON);
  });
});

describe('user preferences', () => {
  it('saves a preference', async () => {
    answerUpstream(t.upstream, 'POST', '/api/v1/UserPrefs/setPrefs/', 200, legacy.status({ field: 'subscribe', value: 1 }));
    const response = await t.app.inject({ method: 'PUT', url: '/api/user/prefs', payload: { field: 'subscribe', value: 1 } });
    expect(response.json().data).toEqual({ field: 'subscribe', value: 1 });
    expect(sentBody()).toEqual({ field: 'subscribe', value: 1 });
  });

  it.each([
    [{ field: 'theme', value: 'dark' }, 'Неизвестная настройка'],
    // The list view is pics or detail, saved with the listing (PUT /api/catalog/view), not a preference.
    [{ field: 'catalogView', value: 'list' }, 'Неизвестная настройка'],
    [{ field: 'mailInput', value: 'not-an-email' }, 'Проверьте e-mail: он должен выглядеть как name@example.ru'],
  ])('refuses %j with 400 before the upstream', async (payload, text) => {
    expectRefusedBeforeUpstream(await t.app.inject({ method: 'PUT', url: '/api/user/prefs', payload }), text);
  });

  it('saves an address with the defaults filled in and answers every saved address', async () => {
    answerUpstream(t.upstream, 'POST', '/api/v1/UserPrefs/setAddress', 200, legacy.status({ id: 3, addresses: [address] }));
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/addresses',
      payload: { address: 'Ленина 12', cityId: 1, deliveryType: 0, id: 'new' },
    });
    expect(response.json().data).toEqual({ id: 3, addresses: [address] });
    expect(sentBody()).toEqual({
      address: 'Ленина 12',
      cityId: 1,
      deliveryType: 0,
      deliveryToDoor: false,
      deliveryToDoorElevator: false,
      deliveryToDoorFloor: 1,
      showDeliveryToDoor: false,
    });
  });

  it('passes an address the service does not know on as 409', async () => {
    const error = 'Не удалось распознать адрес: выберите улицу и дом из подсказок';
    answerUpstream(t.upstream, 'POST', '/api/v1/UserPrefs/setAddress', 200, legacy.statusFail({ statusCode: 409, error }));
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/addresses',
      payload: { address: 'где-то', cityId: 1, deliveryType: 0 },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().messages).toEqual([{ kind: 'error', text: error }]);
  });

  it.each([
    [
      { address: 'Ленина 12', cityId: 1, deliveryType: 0, deliveryToDoor: true, deliveryToDoorFloor: 301 },
      'Этаж — целое число от 1 до 300',
    ],
    [{ address: 'Ленина 12', cityId: 1, deliveryType: 0, deliveryToDoorFloor: 0 }, 'Этаж — целое число от 1 до 300'],
    [{ address: 'Ленина 12', cityId: 1, deliveryType: 2 }, 'Способ получения: 0 — доставка курьером, 3 — самовывоз'],
    [{ address: '', cityId: 1, deliveryType: 0 }, 'Укажите адрес'],
    [{ cityId: 1, deliveryType: 3 }, 'Выберите пункт выдачи'],
    [{ address: 'Ленина 12', cityId: 'Москва', deliveryType: 0 }, 'Город должен быть указан числом'],
  ])('refuses the address %j with 400 before the upstream', async (payload, text) => {
    expectRefusedBeforeUpstream(await t.app.inject({ method: 'POST', url: '/api/user/addresses', payload }), text);
  });

  it('removes an address by the id in the path', async () => {
    answerUpstream(t.upstream, 'POST', '/api/v1/UserPrefs/removeAddress', 200, legacy.status({ id: 3, addresses: [] }));
    const response = await t.app.inject({ method: 'DELETE', url: '/api/user/addresses/3' });
    expect(response.json().data).toEqual({ id: 3, addresses: [] });
    expect(sentBody()).toEqual({ id: 3 });
  });

  it('answers 404 for an address that is not the shopper’s and 400 for a bad id', async () => {
    answerUpstream(t.upstream, 'POST', '/api/v1/UserPrefs/removeAddress', 404, legacy.statusFail({ error: 'Адрес не найден' }));
    expect((await t.app.inject({ method: 'DELETE', url: '/api/user/addresses/99' })).statusCode).toBe(404);
    const before = t.upstreamCalls().length;
    expect((await t.app.inject({ method: 'DELETE', url: '/api/user/addresses/abc' })).statusCode).toBe(400);
    expect(t.upstreamCalls()).toHaveLength(before);
  });

  it('sets the city and answers both ids; an unknown city is 404', async () => {
    answerUpstream(
      t.upstream,
      'POST',
      '/api/v1/UserPrefs/setUserCity',
      200,
      legacy.status({ cityId: 5, sysCityId: 1005, cityName: 'Казань' }),
    );
    const response = await t.app.inject({ method: 'PUT', url: '/api/user/city', payload: { id: 5 } });
    expect(response.json().data).toEqual({ cityId: 5, sysCityId: 1005, cityName: 'Казань' });
    answerUpstream(t.upstream, 'POST', '/api/v1/UserPrefs/setUserCity', 404, legacy.statusFail({ error: 'Город не найден' }));
    expect((await t.app.inject({ method: 'PUT', url: '/api/user/city', payload: { id: 999 } })).statusCode).toBe(404);
  });

  it('records the agreement as 1 or 0 only', async () => {
    answerUpstream(t.upstream, 'POST', '/api/v1/UserPrefs/setAgreement', 200, legacy.status({ agreement: 1 }));
    expect((await t.app.inject({ method: 'PUT', url: '/api/user/agreement', payload: { status: 1 } })).json().data).toEqual({
      agreement: 1,
    });
    const before = t.upstreamCalls().length;
    const bad = await t.app.inject({ method: 'PUT', url: '/api/user/agreement', payload: { status: true } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('Согласие: 1 — да, 0 — нет');
    expect(t.upstreamCalls()).toHaveLength(before);
  });
});
