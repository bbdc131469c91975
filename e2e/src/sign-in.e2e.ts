import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { expectNoSeriousAxeViolations } from './axe.ts';
import { launchChromium, viewports, type Layout, waitForAppOnNavigation } from './browser.ts';
import { E2E_UPSTREAM_PORT, baseURL } from './shop-address.ts';
import { saveShot } from './shots.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium({ returningBrowsers: true });
});
afterAll(async () => {
  await browser?.close();
});

/** The newest code the demo upstream "sent" to this phone (its development outbox, newest first). */
async function codeFromOutbox(phoneDigits: string): Promise<string> {
  const outbox = await (await fetch(`http://127.0.0.1:${E2E_UPSTREAM_PORT}/dev/outbox/`)).text();
  const code = new RegExp(`${phoneDigits}\\D+?(\\d{6})`).exec(outbox)?.[1];
  if (!code) throw new Error(`no code for ${phoneDigits} in the outbox`);
  return code;
}

const phones: Record<Layout, string> = { desktop: '9165550101', mobile: '9165550102' };

async function dialogShown(page: Page, name: string) {
  const dialog = page.getByRole('dialog', { name });
  await expect.poll(() => dialog.isVisible()).toBe(true);
  return dialog;
}

describe.each<Layout>(['desktop', 'mobile'])('sign-in, %s', (layout) => {
  it('a guest signs in with the code from the outbox, sees the name, logs out and is «Гость» again', async () => {
    // No animation: axe judges colours as they end up, not halfway through a fade.
    const context = waitForAppOnNavigation(
      await browser.newContext({ ...viewports[layout], baseURL, locale: 'ru-RU', reducedMotion: 'reduce' }),
    );
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.url());
    });
    await page.goto('/cart/');
    const header = page.getByRole('banner');
    const guest = header.getByRole('button', { name: 'Гость Войти' });
    await expect.poll(() => guest.isVisible()).toBe(true);
    await expect.poll(() => header.getByRole('link', { name: 'Избранное, товаров: 0' }).isVisible()).toBe(true);
    const guestHeight = (await header.boundingBox())?.height;
    await saveShot(page, `header-guest-${layout}`);

    // The modal is not in the JavaScript of the first screen: it comes with the first opening.
    const firstScreen = [...scripts];
    for (const url of firstScreen) expect(await (await fetch(url)).text()).not.toContain('Получить код');

    await guest.click();
    await dialogShown(page, 'Вход');
    // The title changes with the form: the dialog itself is the one on the page.
    const dialog = page.getByRole('dialog');
    expect(scripts.length).toBeGreaterThan(firstScreen.length);
    await expectNoSeriousAxeViolations(page);
    await saveShot(page, `sign-in-code-${layout}`);

    for (const [method, title, shot] of [
      ['По паролю', 'Вход', 'password'],
      ['Зарегистрироваться', 'Регистрация', 'register'],
    ] as const) {
      await dialog.getByRole('button', { name: method, exact: true }).click();
      await dialogShown(page, title);
      await expectNoSeriousAxeViolations(page);
      await saveShot(page, `sign-in-${shot}-${layout}`);
    }
    await dialog.getByRole('button', { name: 'Войти', exact: true }).click();
    await dialog.getByRole('button', { name: 'Забыли пароль?' }).click();
    await dialogShown(page, 'Восстановление пароля');
    await expectNoSeriousAxeViolations(page);
    await saveShot(page, `sign-in-remember-${layout}`);
    await dialog.getByRole('button', { name: 'Вернуться ко входу' }).click();
    await dialog.getByRole('button', { name: 'По коду' }).click();

    await dialog.getByLabel('Номер телефона').fill(phones[layout]);
    await dialog.getByRole('button', { name: 'Получить код' }).click();
    await expect.poll(() => dialog.getByText(/Код отправлен на/).isVisible()).toBe(true);
    const codeField = dialog.getByLabel('Код из сообщения');
    await codeField.fill('000000' === (await codeFromOutbox(phones[layout])) ? '111111' : '000000');
    await dialog.getByRole('button', { name: 'Войти', exact: true }).click();
    await expect.poll(() => dialog.getByRole('alert').isVisible()).toBe(true);
    expect(await codeField.getAttribute('aria-invalid')).toBe('true');
    await expectNoSeriousAxeViolations(page);
    await saveShot(page, `sign-in-code-wrong-${layout}`);

    await codeField.fill(await codeFromOutbox(phones[layout]));
    await dialog.getByRole('button', { name: 'Войти', exact: true }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);

    const name = `+7 ${phones[layout].slice(0, 3)} ${phones[layout].slice(3, 6)}-${phones[layout].slice(6, 8)}-${phones[layout].slice(8)}`;
    await expect.poll(() => header.getByText(name).isVisible()).toBe(true);
    // A name too long for the row ends in an ellipsis and is read whole: the header keeps its rows.
    expect((await header.boundingBox())?.height).toBe(guestHeight);
    expect(await header.getByTestId('user-name').textContent()).toBe(name);
    await expectNoSeriousAxeViolations(page);
    await saveShot(page, `header-signed-in-${layout}`);

    await header.getByRole('button', { name: 'Выйти' }).click();
    await expect.poll(() => header.getByRole('button', { name: 'Гость Войти' }).isVisible()).toBe(true);
    await expect.poll(() => header.getByText(name).count()).toBe(0);
    await context.close();
  });
});
