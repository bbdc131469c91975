import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SiteVersion } from '@shop/contracts/enums.ts';
import { signIn } from '@shop/mocks/state.ts';
import { MOCK_BUYER } from '@shop/mocks/fixtures/account.ts';
import { renderApp } from '@/testing/render.tsx';

const header = () => screen.getByRole('banner');
const headerShown = () => screen.findByRole('banner');

describe.each<SiteVersion>(['desktop', 'mobile'])('the header, %s', (siteVersion) => {
  it('shows a guest as «Гость», with the favourites link, and opens the sign-in from the name', async () => {
    const user = userEvent.setup();
    renderApp('/cart/', { siteVersion });
    await screen.findByRole('heading', { name: 'Корзина', level: 1 });
    const guest = await within(header()).findByRole('button', { name: 'Гость Войти' });
    expect(within(header()).getByRole('link', { name: 'Избранное, товаров: 0' })).toHaveAttribute('href', '/favorites/');

    await user.click(guest);
    const dialog = await screen.findByRole('dialog', { name: 'Вход' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(guest).toHaveFocus();
  });

  it('shows the signed-in name and favourite count; logout brings back the guest and an empty cart', async () => {
    signIn();
    const user = userEvent.setup();
    renderApp('/cart/', { siteVersion });
    expect(await within(await headerShown()).findByText(MOCK_BUYER.username)).toBeInTheDocument();
    const favorites = within(header()).getByRole('link', { name: 'Избранное, товаров: 3' });
    expect(within(favorites).getByTestId('favorite-count')).toHaveTextContent('3');
    await screen.findByRole('heading', { name: 'Корзина', level: 1 });

    await user.click(within(header()).getByRole('button', { name: 'Выйти' }));
    expect(await within(header()).findByRole('button', { name: 'Гость Войти' })).toBeInTheDocument();
    expect(within(header()).queryByText(MOCK_BUYER.username)).toBeNull();
    expect(within(header()).getByRole('link', { name: 'Избранное, товаров: 0' })).toBeInTheDocument();
    // The mock shop empties the cart on logout, as the real one does; the page shows it reloaded.
    expect(await screen.findByRole('heading', { name: 'Корзина пуста' })).toBeInTheDocument();
  });
});

describe('signing in from the header', () => {
  it('puts the new name in the header once the code is accepted', async () => {
    const user = userEvent.setup();
    renderApp('/cart/', { siteVersion: 'desktop' });
    await user.click(await within(await headerShown()).findByRole('button', { name: 'Гость Войти' }));
    const dialog = await screen.findByRole('dialog', { name: 'Вход' });
    await user.type(within(dialog).getByLabelText('Номер телефона'), '9123456789');
    await user.click(within(dialog).getByRole('button', { name: 'Получить код' }));
    await user.type(await within(dialog).findByLabelText('Код из сообщения'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Войти' }));
    expect(await within(header()).findByText('+79123456789')).toBeInTheDocument();
    expect(within(header()).getByRole('button', { name: 'Выйти' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
