import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contract } from '@shop/contracts/routes.ts';
import { failure, handle, ok } from '@shop/mocks/contract-handler.ts';
import { mockMenu } from '@shop/mocks/fixtures/listings.ts';
import { server } from '@shop/mocks/node.ts';
import { renderApp } from '@/testing/render.tsx';

afterEach(() => {
  server.events.removeAllListeners();
  vi.restoreAllMocks();
});

/** The sections saved as active, in the order the menu saved them. */
function recordSavedSections() {
  const saved: number[] = [];
  server.events.on('request:start', async ({ request }) => {
    if (new URL(request.url).pathname === '/api/catalog/menu/section') saved.push(((await request.clone().json()) as { id: number }).id);
  });
  return saved;
}

async function openDesktopMenu() {
  const user = userEvent.setup();
  renderApp('/cart/', { siteVersion: 'desktop' });
  const button = await within(await screen.findByRole('banner')).findByRole('button', { name: 'Каталог' });
  expect(button).toHaveAttribute('aria-expanded', 'false');
  await user.click(button);
  expect(button).toHaveAttribute('aria-expanded', 'true');
  const menu = await screen.findByRole('region', { name: 'Каталог товаров' });
  await within(menu).findByRole('tablist', { name: 'Разделы каталога' });
  return { user, button, menu };
}

const tab = (menu: HTMLElement, name: string) => within(menu).getByRole('tab', { name });

describe('the desktop catalogue menu', () => {
  it('opens on the saved section with its groups and leaves, and a tab of every brand', async () => {
    const { menu } = await openDesktopMenu();
    expect(tab(menu, 'Инструменты')).toHaveAttribute('aria-selected', 'true');
    expect(
      within(menu)
        .getAllByRole('tab')
        .map((entry) => entry.textContent),
    ).toEqual(['Инструменты', 'Электрика', 'Бренды']);
    const panel = within(menu).getByRole('tabpanel');
    expect(within(panel).getByRole('link', { name: 'Все товары раздела «Инструменты»' })).toHaveAttribute('href', '/instrumenty/');
    expect(within(panel).getByRole('link', { name: 'Электроинструмент' })).toHaveAttribute('href', '/elektroinstrument/');
    expect(within(panel).getByRole('link', { name: 'Дрели' })).toHaveAttribute('href', '/dreli/');
  });

  it('switches sections under the pointer, keeps the one left active and saves it when the menu closes', async () => {
    const saved = recordSavedSections();
    const { user, button, menu } = await openDesktopMenu();
    await user.hover(tab(menu, 'Электрика'));
    expect(tab(menu, 'Электрика')).toHaveAttribute('aria-selected', 'true');
    expect(within(menu).getByRole('link', { name: 'Силовой кабель' })).toHaveAttribute('href', '/silovoj-kabel/');
    expect(saved).toEqual([]);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Каталог товаров' })).toBeNull();
    expect(button).toHaveFocus();
    await waitFor(() => expect(saved).toEqual([20]));
    // Opened again, it shows the section left active.
    await user.click(button);
    expect(tab(await screen.findByRole('region', { name: 'Каталог товаров' }), 'Электрика')).toHaveAttribute('aria-selected', 'true');
  });

  it('keeps the open section while the pointer crosses another on its way to the open one', async () => {
    const { menu } = await openDesktopMenu();
    const tabs = within(menu).getByRole('tablist');
    // The sections' column: 300 px wide, 400 px high, its submenu on the right.
    vi.spyOn(tabs, 'getBoundingClientRect').mockReturnValue({
      left: 0,
      top: 0,
      right: 300,
      bottom: 400,
      width: 300,
      height: 400,
      x: 0,
      y: 0,
      toJSON: () => ({}),
    });
    for (const [x, y] of [
      [100, 20],
      [160, 30],
      [220, 45],
    ] as const)
      fireEvent.mouseMove(document, { clientX: x, clientY: y });
    fireEvent.mouseEnter(tab(menu, 'Электрика'));
    // Heading right for the groups: the section crossed waits 300 ms before it takes over.
    expect(tab(menu, 'Инструменты')).toHaveAttribute('aria-selected', 'true');
    await new Promise((done) => setTimeout(done, 150));
    expect(tab(menu, 'Инструменты')).toHaveAttribute('aria-selected', 'true');
    // The pointer stopped on it: after the delay it is the one the shopper wants.
    await waitFor(() => expect(tab(menu, 'Электрика')).toHaveAttribute('aria-selected', 'true'));

    // Moving straight down the sections switches at once.
    for (const [x, y] of [
      [150, 60],
      [150, 80],
      [150, 100],
    ] as const)
      fireEvent.mouseMove(document, { clientX: x, clientY: y });
    fireEvent.mouseEnter(tab(menu, 'Бренды'));
    expect(tab(menu, 'Бренды')).toHaveAttribute('aria-selected', 'true');
  });

  it('moves between sections with the arrow keys, and a click saves the section at once', async () => {
    const saved = recordSavedSections();
    const { user, menu } = await openDesktopMenu();
    tab(menu, 'Инструменты').focus();
    await user.keyboard('{ArrowDown}');
    expect(tab(menu, 'Электрика')).toHaveFocus();
    expect(tab(menu, 'Электрика')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(tab(menu, 'Бренды')).toHaveFocus();
    await user.click(tab(menu, 'Инструменты'));
    await user.click(tab(menu, 'Электрика'));
    await waitFor(() => expect(saved).toEqual([20]));
  });

  it('shows every brand by letter, Cyrillic or Latin', async () => {
    const { user, menu } = await openDesktopMenu();
    await user.click(tab(menu, 'Бренды'));
    const panel = within(menu).getByRole('tabpanel');
    expect(await within(panel).findByRole('link', { name: 'Гранит' })).toHaveAttribute('href', '/brands/granit/');
    expect(within(panel).getByRole('heading', { name: 'Г', level: 3 })).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Все бренды' })).toHaveAttribute('href', '/brands/');
    await user.click(within(panel).getByRole('button', { name: 'A–Z' }));
    expect(within(panel).getByRole('link', { name: 'Granit' })).toHaveAttribute('href', '/brands/granit/');
    expect(within(panel).queryByRole('link', { name: 'Гранит' })).toBeNull();
  });

  it('shows no deeper than options.maxLevel', async () => {
    const shallow = { ...mockMenu, options: { maxLevel: 2 } };
    server.use(handle(contract.catalogue.menu, () => ok({ mobileCatalogMenu: shallow, desktopCatalogMenu: shallow })));
    const { menu } = await openDesktopMenu();
    expect(within(menu).getByRole('link', { name: 'Электроинструмент' })).toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: 'Дрели' })).toBeNull();
  });

  it('says when the menu cannot be had, and tries again', async () => {
    let calls = 0;
    server.use(
      handle(contract.catalogue.menu, () => {
        calls += 1;
        return calls === 1 ? failure(502, 'Undefined error') : ok({ mobileCatalogMenu: mockMenu, desktopCatalogMenu: mockMenu });
      }),
    );
    const user = userEvent.setup();
    renderApp('/cart/', { siteVersion: 'desktop' });
    await user.click(await within(await screen.findByRole('banner')).findByRole('button', { name: 'Каталог' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Не удалось загрузить каталог');
    await user.click(within(alert).getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('tab', { name: 'Инструменты' })).toBeInTheDocument();
  });

  it('closes when a link in it is followed', async () => {
    const { user, menu } = await openDesktopMenu();
    await user.click(within(menu).getByRole('link', { name: 'Дрели' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Каталог товаров' })).toBeNull());
  });
});

describe('the mobile catalogue menu', () => {
  it('goes level by level, marks the active section and saves the one opened', async () => {
    const saved = recordSavedSections();
    const user = userEvent.setup();
    renderApp('/cart/', { siteVersion: 'mobile' });
    await user.click(await screen.findByRole('button', { name: 'Каталог' }));
    let dialog = await screen.findByRole('dialog', { name: 'Каталог' });
    const tools = await within(dialog).findByRole('button', { name: /^Инструменты/ });
    expect(tools).toHaveAttribute('aria-current', 'true');
    expect(within(dialog).getByRole('button', { name: /^Электрика/ })).not.toHaveAttribute('aria-current');

    await user.click(within(dialog).getByRole('button', { name: /^Электрика/ }));
    dialog = await screen.findByRole('dialog', { name: 'Электрика' });
    await waitFor(() => expect(saved).toEqual([20]));
    expect(within(dialog).getByRole('link', { name: 'Все товары раздела «Электрика»' })).toHaveAttribute('href', '/elektrika/');
    await user.click(within(dialog).getByRole('button', { name: /^Кабель и провод/ }));
    dialog = await screen.findByRole('dialog', { name: 'Кабель и провод' });
    expect(within(dialog).getByRole('link', { name: 'Силовой кабель' })).toHaveAttribute('href', '/silovoj-kabel/');

    await user.click(within(dialog).getByRole('button', { name: 'Назад' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Электрика' })).getByRole('button', { name: 'Назад' }));
    dialog = await screen.findByRole('dialog', { name: 'Каталог' });
    expect(within(dialog).getByRole('button', { name: /^Электрика/ })).toHaveAttribute('aria-current', 'true');
  });

  it('lists every brand, and a link followed closes the menu', async () => {
    const user = userEvent.setup();
    renderApp('/cart/', { siteVersion: 'mobile' });
    await user.click(await screen.findByRole('button', { name: 'Каталог' }));
    await user.click(await within(await screen.findByRole('dialog', { name: 'Каталог' })).findByRole('button', { name: /^Бренды/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Бренды' });
    await user.click(await within(dialog).findByRole('link', { name: 'Техмаш' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
