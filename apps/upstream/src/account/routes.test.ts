import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { savedAddressesReplySchema, sendCodeReplySchema, userReplySchema } from '@shop/contracts/account.ts';
import type { InjectOptions } from 'fastify';
import { buildApp } from '../app.ts';
import { DEMO_USER, STAFF_USERS } from './seed.ts';
import { TEST_SEED, TEST_SIZE, createTestShop, sessionCookie } from '../testing/test-app.ts';
import type { TestShop } from '../testing/test-app.ts';

let shop: TestShop;
let cookie: string;
let phoneCounter = 0;

/** A fresh phone per test, as a shopper types it: the resend rule is per destination. */
function nextPhone(): string {
  const number = String((phoneCounter += 1)).padStart(4, '0');
  return `+7 (900) 000-${number.slice(0, 2)}-${number.slice(2)}`;
}
/** The phone as the shop stores it. */
const digitsOf = (phone: string) => phone.replace(/\D/g, '');

/** As a browser does: a renewed session cookie replaces the one sent. */
async function call(method: InjectOptions['method'], url: string, payload?: object) {
  const reply = await shop.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const renewed = reply.cookies.find((entry) => entry.name === 'sid');
  if (renewed) cookie = `sid=${renewed.value}`;
  return reply;
}

/** Writes straight to the database, to move a code's clock. */
const sql = (statement: string, ...params: unknown[]) => shop.write((db) => db.prepare(statement).run(...params));

async function latestCode(destination: string): Promise<string> {
  const page = await shop.app.inject({ url: '/dev/outbox/' });
  const row = page.body.split('<tr>').find((entry) => entry.includes(`>${destination}<`));
  const code = row && /class="code">(\d{6})</.exec(row)?.[1];
  if (!code) throw new Error(`No code for ${destination} in the outbox`);
  return code;
}

const currentUser = async () => userReplySchema.parse((await call('GET', '/api/v1/User/current/')).json()).user;
const cartCount = async () => (await call('GET', '/cart/getCartData/')).json().countpos as number;
const firstAvailable = () =>
  shop.query<{ id: number }>('SELECT id FROM assortments WHERE missing_item = 0 AND default_multism_id = 1 ORDER BY id LIMIT 1').id;

async function signInByPhone(phone = nextPhone()) {
  await call('POST', '/api/v1/Auth/sendCode/', { phone, email: null });
  const reply = await call('POST', '/api/v1/Auth/checkCode/', { phone, code: await latestCode(digitsOf(phone)) });
  expect(reply.json().response).toEqual({ status: 'OK' });
  return phone;
}

beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(async () => {
  await shop.close();
});
beforeEach(async () => {
  cookie = sessionCookie(await shop.app.inject({ method: 'GET', url: '/api/v1/User/current/' }));
});

describe('GET /api/v1/User/current/', () => {
  it('describes a guest: id false, Гость, the default city and the city list', async () => {
    const user = await currentUser();
    expect(user).toMatchObject({ id: false, username: 'Гость', phone: null, email: null, contact: null, favoriteCount: 0 });
    expect(user.cityData).toEqual({ cityName: 'Москва', cityId: 1, sysCityId: 1001 });
    expect(user.cities.length).toBeGreaterThanOrEqual(100);
    expect(user.socialAuth.socials.map((social) => social.providerId)).toEqual(['vk', 'yandex', 'ok', 'mailru']);
  });
});

describe('one-time codes', () => {
  it('sends a code to a phone and tells where, masked', async () => {
    const phone = nextPhone();
    const reply = await call('POST', '/api/v1/Auth/sendCode/', { phone, email: null });
    expect(reply.statusCode).toBe(200);
    const { status, message, ...payload } = reply.json();
    expect(status).toBe('OK');
    expect(sendCodeReplySchema.parse(payload)).toMatchObject({
      channel: 'sms',
      codeLength: 6,
      expiresInSeconds: 300,
      resendAfterSeconds: 60,
    });
    expect(payload.destination).toMatch(/^\+7 \*\*\* \*\*\*-\d\d-\d\d$/);
    expect(message).toBe(`Код отправлен на ${payload.destination}`);
    expect(await latestCode(digitsOf(phone))).toMatch(/^\d{6}$/);
  });

  it.each([
    [{ phone: null, email: null }, 'Укажите телефон или e-mail'],
    [{ phone: '9123456789', email: 'a@b.ru' }, 'Укажите что-то одно: телефон или e-mail'],
    [{ phone: '12-34' }, 'Телефон должен содержать не меньше 10 цифр'],
    [{ email: 'ivan@' }, 'Проверьте e-mail: он должен выглядеть как name@example.ru'],
  ])('refuses %j with 400 and a Russian error', async (payload, error) => {
    const reply = await call('POST', '/api/v1/Auth/sendCode/', payload);
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual({ status: 'FAIL', error });
  });

  it('lets a code be sent again to the same destination only after 60 s', async () => {
    const phone = nextPhone();
    await call('POST', '/api/v1/Auth/sendCode/', { phone });
    const again = await call('POST', '/api/v1/Auth/sendCode/', { phone: digitsOf(phone) });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ status: 'FAIL', statusCode: 429, error: 'Повторно отправить код можно через 60 с' });

    sql(
      "UPDATE auth_codes SET sent_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-45 seconds') WHERE destination = ?",
      `phone:${digitsOf(phone)}`,
    );
    expect((await call('POST', '/api/v1/Auth/sendCode/', { phone })).json().error).toMatch(/^Повторно отправить код можно через 1[45] с$/);

    sql(
      "UPDATE auth_codes SET sent_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-61 seconds') WHERE destination = ?",
      `phone:${digitsOf(phone)}`,
    );
    expect((await call('POST', '/api/v1/Auth/sendCode/', { phone })).json().status).toBe('OK');
  });

  it('lists sent codes on the outbox page, newest first, without a session', async () => {
    const first = nextPhone();
    const second = nextPhone();
    await call('POST', '/api/v1/Auth/sendCode/', { phone: first });
    await call('POST', '/api/v1/Auth/sendCode/', { email: 'Outbox.Order@Example.ru' });
    await call('POST', '/api/v1/Auth/sendCode/', { phone: second });
    const page = await shop.app.inject({ url: '/dev/outbox/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.cookies).toHaveLength(0);
    const order = [digitsOf(second), 'outbox.order@example.ru', digitsOf(first)].map((entry) => page.body.indexOf(`>${entry}<`));
    expect(order.every((position) => position > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  it('escapes what it shows', async () => {
    await call('POST', '/api/v1/Auth/sendCode/', { email: "o'brien@example.ru" });
    expect((await shop.app.inject({ url: '/dev/outbox/' })).body).toContain('o&#39;brien@example.ru');
  });
});

describe('POST /api/v1/Auth/checkCode/', () => {
  it('signs the session in, creating the user named after the phone, and the code works once', async () => {
    const phone = nextPhone();
    await call('POST', '/api/v1/Auth/sendCode/', { phone });
    const code = await latestCode(digitsOf(phone));
    const reply = await call('POST', '/api/v1/Auth/checkCode/', { phone, code });
    const { user } = userReplySchema.parse(reply.json().result);
    expect(user).toMatchObject({ phone: digitsOf(phone), email: null });
    expect(user.id).toEqual(expect.any(Number));
    expect(user.username).toMatch(/^\+7 900 000-\d\d-\d\d$/);
    expect((await currentUser()).id).toBe(user.id);

    const reused = await call('POST', '/api/v1/Auth/checkCode/', { phone, code });
    expect(reused.json()).toMatchObject({ result: null, statusCode: 401, error: 'Код не найден или устарел: запросите новый' });
  });

  it('takes the code alone: the destination is where this session’s last code went', async () => {
    const phone = nextPhone();
    await call('POST', '/api/v1/Auth/sendCode/', { phone, email: null });
    const reply = await call('POST', '/api/v1/Auth/checkCode/', { code: await latestCode(digitsOf(phone)) });
    const { user } = userReplySchema.parse(reply.json().result);
    expect(user).toMatchObject({ phone: digitsOf(phone) });
    expect((await currentUser()).id).toBe(user.id);
  });

  it('refuses the code alone in a session that asked for no code, and in another session than the one that did', async () => {
    const phone = nextPhone();
    await call('POST', '/api/v1/Auth/sendCode/', { phone });
    const code = await latestCode(digitsOf(phone));
    const stranger = await shop.app.inject({ method: 'POST', url: '/api/v1/Auth/checkCode/', payload: { code } });
    expect(stranger.json()).toMatchObject({ result: null, statusCode: 401, error: 'Код не найден или устарел: запросите новый' });
    // The owner's code still works: the stranger's try did not reach it.
    const owner = await call('POST', '/api/v1/Auth/checkCode/', { code });
    expect(owner.json().response).toEqual({ status: 'OK' });
  });

  it('follows the last destination the session asked a code for', async () => {
    const first = nextPhone();
    const second = nextPhone();
    await call('POST', '/api/v1/Auth/sendCode/', { phone: first });
    await call('POST', '/api/v1/Auth/sendCode/', { phone: second });
    const reply = await call('POST', '/api/v1/Auth/checkCode/', { code: await latestCode(digitsOf(second)) });
    expect(userReplySchema.parse(reply.json().result).user.phone).toBe(digitsOf(second));
  });

  it('signs in by e-mail as the user of that e-mail', async () => {
    await call('POST', '/api/v1/Auth/sendCode/', { email: 'Code.User@Example.ru' });
    const code = await latestCode('code.user@example.ru');
    const { user } = userReplySchema.parse(
      (await call('POST', '/api/v1/Auth/checkCode/', { email: 'code.user@example.ru', code })).json().result,
    );
    expect(user).toMatchObject({ username: 'code.user@example.ru', email: 'code.user@example.ru', phone: null });
  });

  it('counts wrong tries down and burns the code at the fifth', async () => {
    const phone = nextPhone();
    await call('POST', '/api/v1/Auth/sendCode/', { phone });
    const code = await latestCode(digitsOf(phone));
    const wrong = code === '000000' ? '111111' : '000000';
    const errors = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      errors.push((await call('POST', '/api/v1/Auth/checkCode/', { phone, code: wrong })).json().error);
    }
    expect(errors).toEqual([
      'Неверный код. Осталось попыток: 4',
      'Неверный код. Осталось попыток: 3',
      'Неверный код. Осталось попыток: 2',
      'Неверный код. Осталось попыток: 1',
      'Попытки ввода кода закончились: запросите новый код',
    ]);
    const right = await call('POST', '/api/v1/Auth/checkCode/', { phone, code });
    expect(right.json()).toMatchObject({ statusCode: 401, error: 'Попытки ввода кода закончились: запросите новый код' });
    expect((await currentUser()).id).toBe(false);
  });

  it('refuses a code older than 5 minutes', async () => {
    const phone = nextPhone();
    await call('POST', '/api/v1/Auth/sendCode/', { phone });
    const code = await latestCode(digitsOf(phone));
    sql(
      "UPDATE auth_codes SET expires_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-1 seconds') WHERE destination = ?",
      `phone:${digitsOf(phone)}`,
    );
    const reply = await call('POST', '/api/v1/Auth/checkCode/', { phone, code });
    expect(reply.json()).toMatchObject({ statusCode: 401, error: 'Срок действия кода истёк: запросите новый' });
  });

  it('keeps the stored code hashed', async () => {
    const phone = nextPhone();
    await call('POST', '/api/v1/Auth/sendCode/', { phone });
    const code = await latestCode(digitsOf(phone));
    const row = shop.query<{ code_hash: string }>('SELECT code_hash FROM auth_codes WHERE destination = ?', `phone:${digitsOf(phone)}`);
    expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.code_hash).not.toContain(code);
  });

  it('merges the guest cart into the user’s: same lines add up, capped at 9999', async () => {
    const phone = await signInByPhone();
    const item = firstAvailable();
    await call('PUT', `/api/v1/Cart/put/?assortmentId=${item}&quantity=9000`);
    await call('POST', '/api/v1/Auth/logout/');
    expect(await cartCount()).toBe(0);

    await call('PUT', `/api/v1/Cart/put/?assortmentId=${item}&quantity=1500`);
    await call('PUT', `/api/v1/Cart/put/?assortmentId=${item + 1}&quantity=1`);
    const guestLines = (await call('GET', '/cart/getCartData/')).json().positionsIds;
    await call('POST', '/api/v1/Auth/sendCode/', { phone });
    sql("UPDATE auth_codes SET sent_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-61 seconds')");
    await call('POST', '/api/v1/Auth/sendCode/', { phone });
    await call('POST', '/api/v1/Auth/checkCode/', { phone, code: await latestCode(digitsOf(phone)) });

    const cart = (await call('GET', '/cart/getCartData/')).json();
    expect(cart.positionsIds).toEqual(expect.arrayContaining([String(item), ...guestLines]));
    const merged = cart.cartPageData.products.find((product: { id: number }) => product.id === item);
    expect(merged.quantity).toBe(9999);
  });

  it('loses no wrong try when many arrive at once through two connections', async () => {
    const phone = nextPhone();
    await call('POST', '/api/v1/Auth/sendCode/', { phone });
    const code = await latestCode(digitsOf(phone));
    const wrong = code === '000000' ? '111111' : '000000';
    const second = await buildApp({ dataDir: shop.dataDir, assortments: TEST_SIZE, seed: TEST_SEED });
    await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        (index % 2 ? second : shop.app).inject({
          method: 'POST',
          url: '/api/v1/Auth/checkCode/',
          headers: { cookie },
          payload: { phone, code: wrong },
        }),
      ),
    );
    await second.close();
    expect(
      shop.query<{ attempts_left: number }>('SELECT attempts_left FROM auth_codes WHERE destination = ?', `phone:${digitsOf(phone)}`),
    ).toEqual({
      attempts_left: 0,
    });
  });
});

describe('POST /api/v1/Auth/logout/', () => {
  it('turns the session into a guest with an empty cart that keeps the chosen city', async () => {
    await signInByPhone();
    await call('POST', '/api/v1/UserPrefs/setUserCity', { id: 5 });
    await call('PUT', `/api/v1/Cart/put/?assortmentId=${firstAvailable()}&quantity=1`);
    const reply = await call('POST', '/api/v1/Auth/logout/');
    const { user } = userReplySchema.parse(reply.json().result);
    expect(user).toMatchObject({ id: false, username: 'Гость', phone: null, cityData: { cityId: 5 } });
    expect(await cartCount()).toBe(0);
    expect((await currentUser()).id).toBe(false);
  });
});

describe('session renewal (against session fixation)', () => {
  const renewedBy = async (action: () => Promise<unknown>) => {
    const before = cookie;
    await action();
    expect(cookie).not.toBe(before);
    const stale = await shop.app.inject({ url: '/api/v1/User/current/', headers: { cookie: before } });
    // The old id names no session any more: it is answered as a new guest, with a new cookie.
    expect(userReplySchema.parse(stale.json()).user.id).toBe(false);
    expect(sessionCookie(stale)).not.toBe(before);
  };

  it('gives the session a new id at sign-in by code, keeping the guest cart', async () => {
    await call('PUT', `/api/v1/Cart/put/?assortmentId=${firstAvailable()}&quantity=2`);
    await renewedBy(() => signInByPhone());
    expect((await currentUser()).id).toEqual(expect.any(Number));
    expect(await cartCount()).toBe(1);
  });

  it('gives the session a new id at sign-out, keeping the chosen city', async () => {
    await signInByPhone();
    await call('POST', '/api/v1/UserPrefs/setUserCity', { id: 5 });
    await renewedBy(() => call('POST', '/api/v1/Auth/logout/'));
    expect(await currentUser()).toMatchObject({ id: false, cityData: { cityId: 5 } });
  });

  it('gives the session a new id at login, registration and the start of a social sign-in', async () => {
    await renewedBy(() => call('POST', '/api/v1/Auth/register/', { email: 'renewed@example.ru', password: 'долгий-пароль' }));
    await call('POST', '/api/v1/Auth/logout/');
    await renewedBy(() => call('POST', '/api/v1/Auth/login/', { email: 'renewed@example.ru', password: 'долгий-пароль' }));
    await renewedBy(() => call('POST', '/api/v1/Auth/social/', { providerId: 'vk', returnUrl: 'http://localhost:3000/' }));
  });

  it('keeps the id when the sign-in is refused', async () => {
    const before = cookie;
    await call('POST', '/api/v1/Auth/login/', { email: 'nobody@example.ru', password: 'долгий-пароль' });
    expect(cookie).toBe(before);
  });
});

describe('e-mail and password', () => {
  it('registers, signs in, refuses a second registration and a wrong password', async () => {
    const registered = await call('POST', '/api/v1/Auth/register/', {
      email: 'New.Buyer@Example.ru',
      password: 'долгий-пароль',
      username: 'Пётр',
    });
    expect(userReplySchema.parse(registered.json().result).user).toMatchObject({ username: 'Пётр', email: 'new.buyer@example.ru' });
    const hash = shop.query<{ hash: string }>(
      "SELECT hash FROM user_passwords JOIN users ON users.id = user_id WHERE email = 'new.buyer@example.ru'",
    ).hash;
    expect(hash).toMatch(/^scrypt\$/);

    const again = await call('POST', '/api/v1/Auth/register/', { email: 'new.buyer@example.ru', password: 'другой-пароль' });
    expect(again.json()).toMatchObject({
      result: null,
      statusCode: 409,
      error: 'Этот e-mail уже зарегистрирован: войдите по паролю или по коду',
    });

    await call('POST', '/api/v1/Auth/logout/');
    const wrong = await call('POST', '/api/v1/Auth/login/', { email: 'new.buyer@example.ru', password: 'не-тот-пароль' });
    expect(wrong.json()).toMatchObject({ statusCode: 401, error: 'Неверный e-mail или пароль' });
    const unknown = await call('POST', '/api/v1/Auth/login/', { email: 'nobody@example.ru', password: 'долгий-пароль' });
    expect(unknown.json().error).toBe('Неверный e-mail или пароль');
    const right = await call('POST', '/api/v1/Auth/login/', { email: 'NEW.BUYER@example.ru', password: 'долгий-пароль' });
    expect(right.json().result.user.username).toBe('Пётр');
  });

  it('has the demo buyer with a password and two saved addresses', async () => {
    const reply = await call('POST', '/api/v1/Auth/login/', { email: DEMO_USER.email, password: DEMO_USER.password });
    expect(reply.json().result.user.username).toBe(DEMO_USER.username);
    const saved = shop.query<{ kinds: string }>(
      'SELECT group_concat(delivery_type) AS kinds FROM (SELECT delivery_type FROM addresses a JOIN users u ON u.id = a.user_id WHERE u.email = ? ORDER BY delivery_type)',
      DEMO_USER.email,
    );
    expect(saved.kinds).toBe('0,3');
  });

  it('marks the staff accounts on the current user, and nobody else', async () => {
    expect((await currentUser()).staff).toEqual({ debug: false, sal: false });
    for (const staff of STAFF_USERS) {
      const reply = await call('POST', '/api/v1/Auth/login/', { email: staff.email, password: staff.password });
      expect(reply.json().result.user.username).toBe(staff.username);
      expect((await currentUser()).staff).toEqual({ debug: staff.roles.includes('debug'), sal: staff.roles.includes('sal') });
    }
    expect(STAFF_USERS.filter((staff) => staff.roles.includes('debug'))).toHaveLength(1);
    await call('POST', '/api/v1/Auth/login/', { email: DEMO_USER.email, password: DEMO_USER.password });
    expect((await currentUser()).staff).toEqual({ debug: false, sal: false });
  });

  it('refuses a short password at registration with 400', async () => {
    const reply = await call('POST', '/api/v1/Auth/register/', { email: 'short@example.ru', password: 'abc' });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().error).toBe('Пароль должен быть не короче 8 символов');
  });

  it('answers the reminder the same way for any e-mail, sending a code only to a registered one', async () => {
    const known = await call('POST', '/api/v1/Auth/remember/', { email: DEMO_USER.email });
    const unknown = await call('POST', '/api/v1/Auth/remember/', { email: 'stranger@example.ru' });
    expect(known.json()).toEqual(unknown.json());
    expect(known.json()).toEqual({
      status: 'OK',
      sent: true,
      message: 'Если этот e-mail зарегистрирован, мы отправили на него код для входа',
    });
    const page = (await shop.app.inject({ url: '/dev/outbox/' })).body;
    expect(page).toContain(`>${DEMO_USER.email}<`);
    expect(page).not.toContain('>stranger@example.ru<');
  });
});

describe('social sign-in through the demo provider page', () => {
  const returnUrl = 'http://localhost:3000/api/auth/social/return?flow=f1';

  async function confirmAtProvider(redirectUrl: string, name: string) {
    const state = new URL(redirectUrl).searchParams.get('state') ?? '';
    const confirmed = await shop.app.inject({
      method: 'POST',
      url: '/dev/social/yandex/',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ state, name }).toString(),
    });
    const code = new URL(String(confirmed.headers.location ?? 'http://x/')).searchParams.get('code') ?? '';
    return { state, code, confirmed };
  }

  it('sends the browser back to the shop with the state, and the session that started it finishes it', async () => {
    await call('POST', '/api/v1/Auth/logout/');
    const started = await call('POST', '/api/v1/Auth/social/', { providerId: 'yandex', returnUrl });
    const { redirectUrl } = started.json().result;
    expect(redirectUrl).toMatch(/^http:\/\/localhost:80\/dev\/social\/yandex\/\?state=[\w-]{32}$/);
    const path = redirectUrl.replace('http://localhost:80', '');

    const page = await shop.app.inject({ url: path });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Вход через Яндекс ID');
    expect(page.cookies).toHaveLength(0);

    const { state, code, confirmed } = await confirmAtProvider(redirectUrl, 'Анна Смирнова');
    expect(confirmed.statusCode).toBe(303);
    expect(code).toMatch(/^[\w-]{32}$/);
    expect(confirmed.headers.location).toBe(`${returnUrl}&state=${state}&code=${code}`);
    // The provider's page cannot tell whose browser confirmed: nobody is signed in by it.
    expect((await currentUser()).id).toBe(false);

    const finished = await call('POST', '/api/v1/Auth/socialFinish/', { state, code });
    expect(finished.statusCode).toBe(200);
    expect(finished.json().result.user).toMatchObject({ username: 'Анна Смирнова', id: expect.any(Number) });
    expect(await currentUser()).toMatchObject({ username: 'Анна Смирнова' });

    expect((await call('POST', '/api/v1/Auth/socialFinish/', { state, code })).json()).toMatchObject({
      response: { status: 'FAIL' },
      statusCode: 401,
    });
    expect((await shop.app.inject({ url: path })).statusCode).toBe(404);
    await call('POST', '/api/v1/Auth/logout/');
  });

  it('signs nobody in when the link is started in one browser and confirmed in another', async () => {
    await call('POST', '/api/v1/Auth/logout/');
    const started = await call('POST', '/api/v1/Auth/social/', { providerId: 'yandex', returnUrl });
    const starter = cookie;
    // The starter sends the provider's link to someone, who confirms with their own name.
    const { state, code } = await confirmAtProvider(started.json().result.redirectUrl, 'Чужой Человек');
    const refused = { response: { status: 'FAIL' }, statusCode: 401, error: 'Ссылка для входа устарела: начните вход заново' };

    // Their browser comes back with the code, but with its own session.
    cookie = '';
    expect((await call('POST', '/api/v1/Auth/socialFinish/', { state, code })).json()).toMatchObject(refused);
    expect((await currentUser()).id).toBe(false);
    // The starter has the session and the state from its own link, but not the code.
    cookie = starter;
    expect((await call('POST', '/api/v1/Auth/socialFinish/', { state, code: 'guessed' })).json()).toMatchObject(refused);
    expect((await currentUser()).id).toBe(false);
  });

  it('refuses a sign-in whose state ran out, on the provider page and at the finish', async () => {
    await call('POST', '/api/v1/Auth/logout/');
    const { redirectUrl } = (await call('POST', '/api/v1/Auth/social/', { providerId: 'yandex', returnUrl })).json().result;
    const { state, code } = await confirmAtProvider(redirectUrl, 'Поздний Гость');
    sql("UPDATE social_states SET expires_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-1 seconds') WHERE state = ?", state);

    expect((await shop.app.inject({ url: redirectUrl.replace('http://localhost:80', '') })).statusCode).toBe(404);
    expect((await call('POST', '/api/v1/Auth/socialFinish/', { state, code })).json()).toMatchObject({
      statusCode: 401,
      error: 'Ссылка для входа устарела: начните вход заново',
    });
    expect((await currentUser()).id).toBe(false);
  });

  it('refuses a return address off the shop, and a sign-in without one', async () => {
    for (const body of [{ providerId: 'vk', returnUrl: 'http://evil.example/' }, { providerId: 'vk' }]) {
      const reply = await call('POST', '/api/v1/Auth/social/', body);
      expect(reply.statusCode).toBe(400);
      expect(reply.json().error).toBe('Некорректный адрес возврата');
    }
  });

  it('refuses an unknown provider', async () => {
    const reply = await call('POST', '/api/v1/Auth/social/', { providerId: 'facebook', returnUrl });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().error).toBe('Неизвестный способ входа');
  });
});

describe('user preferences', () => {
  it('saves a known preference and shows the contact on the user', async () => {
    const reply = await call('POST', '/api/v1/UserPrefs/setPrefs/', { field: 'contact', value: 'Иван, звонить после 18' });
    expect(reply.json()).toEqual({ status: 'OK', field: 'contact', value: 'Иван, звонить после 18' });
    expect((await currentUser()).contact).toBe('Иван, звонить после 18');
  });

  it('refuses an unknown field and a bad value', async () => {
    expect((await call('POST', '/api/v1/UserPrefs/setPrefs/', { field: 'theme', value: 'dark' })).json()).toEqual({
      status: 'FAIL',
      error: 'Неизвестная настройка',
    });
    expect((await call('POST', '/api/v1/UserPrefs/setPrefs/', { field: 'personType', value: 100 })).statusCode).toBe(400);
    expect((await call('POST', '/api/v1/UserPrefs/setPrefs/', { field: 'catalogView', value: 'list' })).json().error).toBe(
      'Неизвестная настройка',
    );
  });

  it('sets the city by id and answers both ids; an unknown city is 404', async () => {
    const reply = await call('POST', '/api/v1/UserPrefs/setUserCity', { id: 5 });
    expect(reply.json()).toEqual({ status: 'OK', cityId: 5, sysCityId: 1005, cityName: 'Казань' });
    expect((await currentUser()).cityData).toEqual({ cityId: 5, sysCityId: 1005, cityName: 'Казань' });
    const unknown = await call('POST', '/api/v1/UserPrefs/setUserCity', { id: 9999 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ status: 'FAIL', error: 'Город не найден' });
  });

  it('records the agreement as 1 or 0', async () => {
    expect((await call('POST', '/api/v1/UserPrefs/setAgreement', { status: 1 })).json()).toEqual({ status: 'OK', agreement: 1 });
    expect((await call('POST', '/api/v1/UserPrefs/setAgreement', { status: 2 })).statusCode).toBe(400);
  });
});

describe('saved addresses', () => {
  const door = {
    address: 'ул. Ленина, 12',
    cityId: 1,
    deliveryType: 0,
    deliveryToDoor: 1,
    deliveryToDoorElevator: 1,
    deliveryToDoorFloor: 7,
  };
  const save = async (payload: object) => call('POST', '/api/v1/UserPrefs/setAddress', payload);
  const pointOf = (cityId: number) =>
    shop.query<{ id: number }>('SELECT id FROM pickup_points WHERE city_id = ? ORDER BY id LIMIT 1', cityId).id;

  it('stores a recognised delivery address with its coordinates and door options', async () => {
    const reply = await save(door);
    const { status, ...payload } = reply.json();
    expect(status).toBe('OK');
    const saved = savedAddressesReplySchema.parse(payload);
    expect(saved.addresses).toHaveLength(1);
    expect(saved.addresses[0]).toMatchObject({
      id: saved.id,
      text: 'г. Москва, ул. Ленина, д. 12',
      label: 'До двери, этаж 7, есть лифт',
      deliveryType: 0,
      pointId: null,
      deliveryToDoor: true,
      deliveryToDoorFloor: 7,
      showDeliveryToDoor: true,
      pType: 'delivery',
    });
    expect(saved.addresses[0]?.lat).toBeCloseTo(55.75, 0);
  });

  it('stores a pickup point with the point’s own address, and updates instead of repeating', async () => {
    const pointId = pointOf(1);
    const first = savedAddressesReplySchema.parse((await save({ cityId: 1, pointId, deliveryType: 3, address: '' })).json());
    const again = savedAddressesReplySchema.parse((await save({ cityId: 1, pointId, deliveryType: 3 })).json());
    expect(again.id).toBe(first.id);
    expect(again.addresses).toHaveLength(1);
    expect(again.addresses[0]).toMatchObject({ pointId, deliveryType: 3, pType: 'pickup', deliveryToDoor: false });
    expect(again.addresses[0]?.address).toMatch(/^г\. Москва, /);
  });

  it('changes the address with the given id and refuses somebody else’s', async () => {
    const { id } = (await save(door)).json();
    const changed = savedAddressesReplySchema.parse((await save({ ...door, id, deliveryToDoor: 0 })).json());
    expect(changed.addresses).toHaveLength(1);
    expect(changed.addresses[0]).toMatchObject({ id, deliveryToDoor: false, label: 'Доставка курьером', deliveryToDoorFloor: 1 });

    cookie = sessionCookie(await shop.app.inject({ url: '/api/v1/User/current/' }));
    const foreign = await save({ ...door, id });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error).toBe('Адрес не найден');
    expect((await call('POST', '/api/v1/UserPrefs/removeAddress', { id })).statusCode).toBe(404);
  });

  it.each([
    [{ ...door, address: 'ул. Несуществующая, 1' }, 'Не удалось распознать адрес: выберите улицу и дом из подсказок'],
    [{ ...door, address: 'ул. Ленина, 9999' }, 'Не удалось распознать адрес: выберите улицу и дом из подсказок'],
  ])('refuses an address the address service does not know (%j)', async (payload, error) => {
    expect((await save(payload)).json()).toEqual({ status: 'FAIL', statusCode: 409, error });
  });

  it('refuses door delivery where couriers do not carry to the door', async () => {
    const town = shop.query<{ id: number }>("SELECT id FROM cities WHERE name = 'Анадырь'").id;
    const reply = await save({ ...door, cityId: town });
    expect(reply.json()).toEqual({ status: 'FAIL', statusCode: 409, error: 'Доставка до двери по этому адресу недоступна' });
    expect((await save({ ...door, cityId: town, deliveryToDoor: 0 })).json().status).toBe('OK');
  });

  it('refuses a point of another city, an unknown point and an unknown city', async () => {
    expect((await save({ cityId: 2, pointId: pointOf(1), deliveryType: 3 })).json()).toMatchObject({ statusCode: 409 });
    expect((await save({ cityId: 1, pointId: 999_999, deliveryType: 3 })).statusCode).toBe(404);
    expect((await save({ ...door, cityId: 999 })).statusCode).toBe(404);
  });

  it.each([
    [{ ...door, deliveryToDoorFloor: 301 }, 'Этаж — целое число от 1 до 300'],
    [{ ...door, deliveryType: 1 }, 'Способ получения: 0 — доставка курьером, 3 — самовывоз'],
    [{ cityId: 1, deliveryType: 3 }, 'Выберите пункт выдачи'],
  ])('refuses bad input %j with 400', async (payload, error) => {
    const reply = await save(payload);
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual({ status: 'FAIL', error });
  });

  it('removes an address and answers the rest', async () => {
    const remaining = (await save(door)).json().id;
    const removed = (await save({ cityId: 1, pointId: pointOf(1), deliveryType: 3 })).json().id;
    const reply = await call('POST', '/api/v1/UserPrefs/removeAddress', { id: removed });
    expect(reply.json()).toMatchObject({ status: 'OK', id: removed });
    expect(reply.json().addresses.map((address: { id: number }) => address.id)).toEqual([remaining]);
  });

  it('keeps at most 30 addresses', async () => {
    const streets = shop
      .query<{ names: string }>(
        "SELECT group_concat(kind || ' ' || name || ', 1', '|') AS names FROM (SELECT kind, name FROM streets WHERE city_id = 1 AND kind != 'ш.' LIMIT 31)",
      )
      .names.split('|');
    for (const address of streets.slice(0, 30)) expect((await save({ ...door, address })).json().status).toBe('OK');
    expect((await save({ ...door, address: streets[30] })).json()).toMatchObject({
      statusCode: 409,
      error: 'Можно сохранить не больше 30 адресов: удалите ненужные',
    });
  });

  it('moves the guest’s addresses to the user at sign-in', async () => {
    const { id } = (await save(door)).json();
    await signInByPhone();
    const owner = shop.query<{ user_id: number | null; session_id: string | null }>(
      'SELECT user_id, session_id FROM addresses WHERE id = ?',
      id,
    );
    expect(owner.session_id).toBeNull();
    expect(owner.user_id).toBe((await currentUser()).id);
  });
});

describe('persistence', () => {
  it('keeps the signed-in session and the outbox across a restart', async () => {
    const phone = await signInByPhone();
    const app = await shop.reopen();
    const user = await app.inject({ url: '/api/v1/User/current/', headers: { cookie } });
    expect(user.json().user.phone).toBe(digitsOf(phone));
    expect((await app.inject({ url: '/dev/outbox/' })).body).toContain(`>${digitsOf(phone)}<`);
  });
});
