import { describe, expect, it } from 'vitest';
import { browserSession } from '../testing/demo-shop.ts';
import { useDemoShop } from '../testing/use-demo-shop.ts';
import { AUTH_RATE_LIMITS } from './account.ts';

/** Sign-in, the user and the preferences through the BFF against the real demo upstream. */

const demo = useDemoShop();

/** The latest code sent to a destination, read from the upstream's development outbox as a person would. */
async function codeFromOutbox(destination: string): Promise<string> {
  const page = await (await fetch(`${demo.shop.upstream.url}/dev/outbox/`)).text();
  const row = page.split('<tr>').find((entry) => entry.includes(`>${destination}<`));
  const code = row && /class="code">(\d{6})</.exec(row)?.[1];
  if (!code) throw new Error(`No code for ${destination} in the outbox`);
  return code;
}

async function addFirstAvailable(call = demo.shopper.call) {
  for (let assortmentId = 1; assortmentId <= 50; assortmentId += 1) {
    const response = await call({ method: 'POST', url: '/api/cart/items', payload: { assortmentId, quantity: 2 } });
    if (response.statusCode === 200) return assortmentId;
  }
  throw new Error('no available assortment among the first 50');
}

const user = async () => (await demo.shopper.call({ url: '/api/user' })).json().data.user;
const cart = async () => (await demo.shopper.call({ url: '/api/cart' })).json().data;

describe('signing in by a one-time code', () => {
  let assortmentId: number;

  it('starts as a guest with a cart', async () => {
    expect(await user()).toMatchObject({ id: false, username: 'Гость', cityData: { cityName: 'Москва' } });
    assortmentId = await addFirstAvailable();
    expect((await cart()).positionsIds).toEqual([String(assortmentId)]);
  });

  it('sends the code to the phone, reads it in the outbox, signs in and keeps the cart', async () => {
    const sent = await demo.shopper.call({ method: 'POST', url: '/api/auth/code', payload: { phone: '+7 (912) 000-11-22', email: null } });
    expect(sent.json()).toMatchObject({
      status: 'OK',
      data: { channel: 'sms', destination: '+7 *** ***-11-22', codeLength: 6 },
      messages: [{ kind: 'success', text: 'Код отправлен на +7 *** ***-11-22' }],
    });

    const again = await demo.shopper.call({ method: 'POST', url: '/api/auth/code', payload: { phone: '89120001122' } });
    expect(again.statusCode).toBe(429);
    expect(again.json().error.message).toMatch(/^Повторно отправить код можно через \d+ с$/);

    const code = await codeFromOutbox('79120001122');
    // The spec's call: the code alone; the demo upstream knows where this session's code went.
    const checked = await demo.shopper.call({ method: 'POST', url: '/api/auth/code/check', payload: { code } });
    expect(checked.statusCode).toBe(200);
    expect(checked.json().data.user).toMatchObject({ username: '+7 912 000-11-22', phone: '79120001122', id: expect.any(Number) });

    expect((await cart()).positionsIds).toEqual([String(assortmentId)]);
    expect((await user()).phone).toBe('79120001122');
  });

  it('logs out into a guest with an empty cart, and signing in again brings the cart back', async () => {
    const out = await demo.shopper.call({ method: 'POST', url: '/api/auth/logout' });
    expect(out.json().data.user).toMatchObject({ id: false, username: 'Гость' });
    expect((await cart()).countpos).toBe(0);

    const login = await demo.shopper.call({ method: 'POST', url: '/api/auth/code', payload: { email: 'Buyer@Example.ru' } });
    expect(login.statusCode).toBe(200);
    const code = await codeFromOutbox('buyer@example.ru');
    const wrong = await demo.shopper.call({
      method: 'POST',
      url: '/api/auth/code/check',
      payload: { code: code === '000000' ? '111111' : '000000', email: 'buyer@example.ru' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error.message).toBe('Неверный код. Осталось попыток: 4');
    const right = await demo.shopper.call({ method: 'POST', url: '/api/auth/code/check', payload: { code, email: 'buyer@example.ru' } });
    expect(right.json().data.user).toMatchObject({ username: 'buyer@example.ru', email: 'buyer@example.ru' });
    await demo.shopper.call({ method: 'POST', url: '/api/auth/logout' });
  });
});

describe('session renewal through the BFF (against session fixation)', () => {
  it('passes a new session cookie on at sign-in and sign-out; the planted id is worthless after', async () => {
    const assortmentId = await addFirstAvailable();
    const planted = demo.shopper.cookie;
    const sent = await demo.shopper.call({ method: 'POST', url: '/api/auth/code', payload: { phone: '+7 (912) 000-33-44' } });
    expect(sent.statusCode).toBe(200);
    const checked = await demo.shopper.call({
      method: 'POST',
      url: '/api/auth/code/check',
      payload: { code: await codeFromOutbox('79120003344'), phone: '9120003344' },
    });
    expect(checked.statusCode).toBe(200);
    expect(checked.headers['set-cookie']).toEqual([expect.stringMatching(/^sid=[\w-]{43}; .*HttpOnly/)]);
    expect(demo.shopper.cookie).not.toBe(planted);
    expect((await cart()).positionsIds).toContain(String(assortmentId));

    // Whoever planted the old id is not signed in with it.
    const attacker = await demo.shop.app.inject({ url: '/api/user', headers: { cookie: planted } });
    expect(attacker.json().data.user.id).toBe(false);

    const signedIn = demo.shopper.cookie;
    const out = await demo.shopper.call({ method: 'POST', url: '/api/auth/logout' });
    expect(out.headers['set-cookie']).toEqual([expect.stringMatching(/^sid=/)]);
    expect(demo.shopper.cookie).not.toBe(signedIn);
  });
});

describe('passwords and social sign-in', () => {
  it('registers, logs out, refuses a wrong password and logs in', async () => {
    const registered = await demo.shopper.call({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: 'pass@example.ru', password: 'надёжный-пароль' },
    });
    expect(registered.json().data.user).toMatchObject({ email: 'pass@example.ru' });
    await demo.shopper.call({ method: 'POST', url: '/api/auth/logout' });
    const wrong = await demo.shopper.call({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'pass@example.ru', password: 'не тот' },
    });
    expect(wrong.statusCode).toBe(401);
    const right = await demo.shopper.call({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'pass@example.ru', password: 'надёжный-пароль' },
    });
    expect(right.statusCode).toBe(200);
    await demo.shopper.call({ method: 'POST', url: '/api/auth/logout' });
  });

  /** The demo provider page, as the browser that reaches it without the shop's cookie: confirms `name`, answers where it sends the browser. */
  async function confirmAtProvider(redirectUrl: string, name: string): Promise<string> {
    expect((await fetch(redirectUrl)).status).toBe(200);
    const confirmed = await fetch(redirectUrl.split('?')[0] ?? '', {
      method: 'POST',
      body: new URLSearchParams({ state: new URL(redirectUrl).searchParams.get('state') ?? '', name }),
      redirect: 'manual',
    });
    expect(confirmed.status).toBe(303);
    return confirmed.headers.get('location') ?? '';
  }

  it('signs in through the demo provider page, back in the browser that started it', async () => {
    const started = await demo.shopper.call({
      method: 'POST',
      url: '/api/auth/social',
      payload: { providerId: 'vk' },
      headers: { host: 'localhost:3600' },
    });
    const redirectUrl: string = started.json().data.redirectUrl;
    expect(redirectUrl.startsWith(`${demo.shop.upstream.url}/dev/social/vk/?state=`)).toBe(true);

    const back = new URL(await confirmAtProvider(redirectUrl, 'Ольга Демо'));
    expect(back.origin).toBe('http://localhost:3600');
    expect(back.pathname).toBe('/api/auth/social/return');
    // Confirming at the provider signs nobody in: the shop does, for the browser that comes back.
    expect(await user()).toMatchObject({ id: false });

    const finished = await demo.shopper.call({ url: back.pathname + back.search });
    expect(finished.statusCode).toBe(303);
    expect(finished.headers.location).toBe('/');
    expect(await user()).toMatchObject({ username: 'Ольга Демо', id: expect.any(Number) });
    await demo.shopper.call({ method: 'POST', url: '/api/auth/logout' });
  });

  it("signs nobody in when a stranger's started sign-in is confirmed and followed in another browser", async () => {
    const stranger = browserSession(demo.shop.app);
    const victim = browserSession(demo.shop.app);
    await victim.call({ url: '/api/user' });
    const started = await stranger.call({
      method: 'POST',
      url: '/api/auth/social',
      payload: { providerId: 'vk' },
      headers: { host: 'localhost:3600' },
    });
    // The stranger sends the provider's link; the victim confirms with their own name and is sent back.
    const back = new URL(await confirmAtProvider(started.json().data.redirectUrl, 'Жертва Ссылки'));
    const followed = await victim.call({ url: back.pathname + back.search });
    expect(followed.statusCode).toBe(401);
    expect(followed.body).toContain('Вход не удался');
    // The stranger holds the flow's cookie and the state of their own link, but not the code the provider gave the victim.
    const flow = back.searchParams.get('flow');
    const state = back.searchParams.get('state');
    const guessed = await stranger.call({ url: `/api/auth/social/return?flow=${flow}&state=${state}&code=guessed` });
    expect(guessed.statusCode).toBe(401);
    const userOf = async (session: ReturnType<typeof browserSession>) => (await session.call({ url: '/api/user' })).json().data.user;
    expect(await userOf(victim)).toMatchObject({ id: false });
    expect(await userOf(stranger)).toMatchObject({ id: false });
  });

  it('never comes back to a Host the request names', async () => {
    const started = await demo.shopper.call({
      method: 'POST',
      url: '/api/auth/social',
      payload: { providerId: 'vk' },
      headers: { host: 'evil.example' },
    });
    expect(started.statusCode).toBe(503);
  });
});

describe('preferences and addresses', () => {
  it('chooses a city, saves a suggested address and a pickup point there, and removes one', async () => {
    const city = await demo.shopper.call({ method: 'PUT', url: '/api/user/city', payload: { id: 5 } });
    expect(city.json().data).toEqual({ cityId: 5, sysCityId: 1005, cityName: 'Казань' });

    const suggestions = await demo.shopper.call({
      method: 'POST',
      url: '/api/address/suggestions',
      payload: { address: 'Ленина 1', sysCityId: 1005 },
    });
    const picked = suggestions.json().data.auto[0];
    expect(picked).toEqual({ text: 'ул. Ленина, д. 1', value: 'г. Казань, ул. Ленина, д. 1' });
    const standard = (
      await demo.shopper.call({ method: 'POST', url: '/api/address/standardize', payload: { data: picked.value, sysCityId: 1005 } })
    ).json().data;
    expect(standard).toMatchObject({ phrase: 'г. Казань, ул. Ленина, д. 1', cityId: 5, totals: { showDeliveryToDoor: true } });

    const door = await demo.shopper.call({
      method: 'POST',
      url: '/api/user/addresses',
      payload: {
        id: 'new',
        address: standard.phrase,
        cityId: 5,
        deliveryType: 0,
        deliveryToDoor: true,
        deliveryToDoorFloor: 9,
        deliveryToDoorElevator: true,
      },
    });
    expect(door.json().data.addresses[0]).toMatchObject({ label: 'До двери, этаж 9, есть лифт', lat: standard.lat, lng: standard.lng });

    const point = (await demo.shopper.call({ url: '/api/cities/5/points' })).json().data.points[0];
    const pickup = await demo.shopper.call({
      method: 'POST',
      url: '/api/user/addresses',
      payload: { cityId: 5, pointId: point.id, deliveryType: 3 },
    });
    const saved = pickup.json().data;
    expect(saved.addresses).toHaveLength(2);
    expect(saved.addresses[0]).toMatchObject({ id: saved.id, pointId: point.id, pType: 'pickup', label: point.label });

    const removed = await demo.shopper.call({ method: 'DELETE', url: `/api/user/addresses/${saved.id}` });
    expect(removed.json().data.addresses).toHaveLength(1);
    expect((await demo.shopper.call({ method: 'DELETE', url: `/api/user/addresses/${saved.id}` })).statusCode).toBe(404);
  });

  it('refuses an unknown address with 409 and a bad floor with 400', async () => {
    const unknown = await demo.shopper.call({
      method: 'POST',
      url: '/api/user/addresses',
      payload: { address: 'Нигде, 1', cityId: 5, deliveryType: 0 },
    });
    expect(unknown.statusCode).toBe(409);
    const floor = await demo.shopper.call({
      method: 'POST',
      url: '/api/user/addresses',
      payload: { address: 'Ленина 1', cityId: 5, deliveryType: 0, deliveryToDoorFloor: 0 },
    });
    expect(floor.json().error).toEqual({ message: 'Этаж — целое число от 1 до 300', statusCode: 400 });
  });

  it('saves a preference and the agreement', async () => {
    expect(
      (await demo.shopper.call({ method: 'PUT', url: '/api/user/prefs', payload: { field: 'contact', value: 'Ольга' } })).json().data,
    ).toEqual({
      field: 'contact',
      value: 'Ольга',
    });
    expect((await user()).contact).toBe('Ольга');
    expect((await demo.shopper.call({ method: 'PUT', url: '/api/user/agreement', payload: { status: 0 } })).json().data).toEqual({
      agreement: 0,
    });
  });
});

describe("wrong codes from strangers for the owner's phone", () => {
  it("never reach the upstream, which would burn the code: the owner's right code still signs in", async () => {
    const phone = '+7 912 000-33-44';
    const owner = browserSession(demo.shop.app);
    const fromOwner = { remoteAddress: '192.0.2.40' };
    await owner.call({ url: '/api/user', ...fromOwner });
    expect((await owner.call({ method: 'POST', url: '/api/auth/code', payload: { phone }, ...fromOwner })).statusCode).toBe(200);
    const code = await codeFromOutbox('79120003344');
    const wrong = code === '000000' ? '111111' : '000000';

    const refusals: string[] = [];
    for (const remoteAddress of ['198.51.100.1', '198.51.100.2']) {
      const stranger = browserSession(demo.shop.app);
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const refused = await stranger.call({
          method: 'POST',
          url: '/api/auth/code/check',
          payload: { phone, code: wrong },
          remoteAddress,
        });
        refusals.push(`${refused.statusCode} ${refused.json().error.message}`);
      }
    }

    // The owner's own slip is the upstream's to count, and the right code then signs in.
    const slip = await owner.call({ method: 'POST', url: '/api/auth/code/check', payload: { phone, code: wrong }, ...fromOwner });
    const signedIn = await owner.call({ method: 'POST', url: '/api/auth/code/check', payload: { phone, code }, ...fromOwner });
    expect(signedIn.json()).toMatchObject({ status: 'OK', data: { user: { phone: '79120003344', id: expect.any(Number) } } });
    expect(slip.json().error.message).toBe('Неверный код. Осталось попыток: 4');
    expect(refusals).toEqual(Array.from({ length: 10 }, () => '401 Код не найден или устарел: запросите новый'));
  });
});

describe('rate limit of the BFF', () => {
  it(`refuses more than ${AUTH_RATE_LIMITS.sendCode.max} code requests from one address in 10 minutes`, async () => {
    const statuses: number[] = [];
    for (let index = 0; index < AUTH_RATE_LIMITS.sendCode.max + 1; index += 1) {
      const response = await demo.shopper.call({ method: 'POST', url: '/api/auth/code', payload: { email: `limit${index}@example.ru` } });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) expect(response.json().error.message).toBe('Слишком много попыток: повторите через 10 мин');
    }
    expect(statuses.at(-1)).toBe(429);
  });
});
