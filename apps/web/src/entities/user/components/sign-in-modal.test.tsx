import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useQuery } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@shop/contracts/account.ts';
import { fail, ok } from '@shop/contracts/envelope.ts';
import { contract } from '@shop/contracts/routes.ts';
import { failure, handle } from '@shop/mocks/contract-handler.ts';
import { guestUserFixture, MOCK_AUTH_CODE, MOCK_BUYER } from '@shop/mocks/fixtures/account.ts';
import { server } from '@shop/mocks/node.ts';
import { useCart } from '@/entities/cart/api/get-cart.ts';
import { usePage } from '@/entities/page/api/get-page.ts';
import { initialUiState } from '@/lib/ui-slice.ts';
import { renderWithProviders } from '@/testing/render.tsx';
import { userQueryKey } from '../api/get-user.ts';
import { SIGN_IN_MODAL } from '../sign-in.ts';
import { SignInModalHost } from './sign-in-modal-host.tsx';

// Userflows of several requests each, on a machine shared with other runs.

afterEach(() => vi.useRealTimers());

function renderModal(options: { advanceTimers?: (ms: number) => void } = {}) {
  const user = userEvent.setup(options.advanceTimers ? { advanceTimers: options.advanceTimers } : {});
  const rendered = renderWithProviders(<SignInModalHost />, {
    preloadedState: { ui: { ...initialUiState, modals: [SIGN_IN_MODAL] } },
  });
  return { user, ...rendered };
}

const signedInUser = (queryClient: ReturnType<typeof renderModal>['queryClient']) => queryClient.getQueryData<User>(userQueryKey);

describe('sign-in by a one-time code', () => {
  it('sends a code to a phone and signs in with it, then closes', async () => {
    const { user, store, queryClient } = renderModal();
    const dialog = await screen.findByRole('dialog', { name: 'Вход' });
    await user.type(within(dialog).getByLabelText('Номер телефона'), '9123456789');
    expect(within(dialog).getByLabelText('Номер телефона')).toHaveValue('(912) 345-67-89');
    await user.click(within(dialog).getByRole('button', { name: 'Получить код' }));

    expect(await within(dialog).findByText('Код отправлен на +7 *** ***-67-89')).toBeInTheDocument();
    const code = within(dialog).getByLabelText('Код из сообщения');
    expect(code).toHaveFocus();
    await user.type(code, MOCK_AUTH_CODE);
    await user.click(within(dialog).getByRole('button', { name: 'Войти' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(store.getState().ui.modals).not.toContain(SIGN_IN_MODAL);
    expect(signedInUser(queryClient)).toMatchObject({ id: expect.any(Number), username: '+79123456789' });
  });

  it('sends a code to an e-mail and signs in with it', async () => {
    const { user, queryClient } = renderModal();
    const dialog = await screen.findByRole('dialog', { name: 'Вход' });
    await user.click(within(dialog).getByRole('button', { name: 'E-mail' }));
    expect(within(dialog).getByRole('button', { name: 'E-mail' })).toHaveAttribute('aria-pressed', 'true');
    await user.type(within(dialog).getByLabelText('Адрес e-mail'), 'new.buyer@shop.example');
    await user.click(within(dialog).getByRole('button', { name: 'Получить код' }));

    expect(await within(dialog).findByText('Код отправлен на ne***@shop.example')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Код из сообщения'), MOCK_AUTH_CODE);
    await user.click(within(dialog).getByRole('button', { name: 'Войти' }));

    await waitFor(() => expect(signedInUser(queryClient)?.username).toBe('new.buyer@shop.example'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('checks the phone before sending: too few digits stay typed and are marked', async () => {
    const { user } = renderModal();
    const dialog = await screen.findByRole('dialog');
    const phone = within(dialog).getByLabelText('Номер телефона');
    await user.type(phone, '91234');
    await user.click(within(dialog).getByRole('button', { name: 'Получить код' }));
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveAccessibleDescription('Введите телефон: не меньше 10 цифр');
    expect(phone).toHaveFocus();
    expect(phone).toHaveValue('(912) 34');
  });

  it('shows a wrong code’s message in the form, keeps the code and ties the message to the field', async () => {
    server.use(handle(contract.account.checkCode, () => failure(401, 'Неверный код. Осталось попыток: 4')));
    const { user, queryClient } = renderModal();
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Номер телефона'), '9123456789');
    await user.click(within(dialog).getByRole('button', { name: 'Получить код' }));
    const code = await within(dialog).findByLabelText('Код из сообщения');
    await user.type(code, '000000');
    await user.click(within(dialog).getByRole('button', { name: 'Войти' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Неверный код. Осталось попыток: 4');
    expect(code).toHaveValue('000000');
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(code.getAttribute('aria-describedby')).toContain(alert.id);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(signedInUser(queryClient)?.id).toBe(false);
  });

  it('keeps the typed e-mail and shows the refusal when the code cannot be sent', async () => {
    server.use(
      http.post('*/api/auth/code', () =>
        HttpResponse.json(
          fail({ message: 'Too many', statusCode: 429 }, [{ kind: 'error', text: 'Повторно отправить код можно через 42 с' }]),
          { status: 429 },
        ),
      ),
    );
    const { user, store } = renderModal();
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'E-mail' }));
    await user.type(within(dialog).getByLabelText('Адрес e-mail'), 'buyer@shop.example');
    await user.click(within(dialog).getByRole('button', { name: 'Получить код' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Повторно отправить код можно через 42 с');
    expect(within(dialog).getByLabelText('Адрес e-mail')).toHaveValue('buyer@shop.example');
    // Shown in the form, not once more as a toast over it.
    expect(store.getState().ui.toasts).toEqual([]);
  });

  it('counts down before a new code may be asked for, then sends one and counts again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let sends = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST' && new URL(request.url).pathname === '/api/auth/code') sends += 1;
    });
    const { user } = renderModal({ advanceTimers: vi.advanceTimersByTime });
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Номер телефона'), '9123456789');
    await user.click(within(dialog).getByRole('button', { name: 'Получить код' }));

    expect(await within(dialog).findByText('Отправить код повторно можно через 60 с')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Отправить код повторно' })).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(within(dialog).getByText('Отправить код повторно можно через 59 с')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(58_000));
    expect(within(dialog).getByText('Отправить код повторно можно через 1 с')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1000));

    await user.click(within(dialog).getByRole('button', { name: 'Отправить код повторно' }));
    expect(await within(dialog).findByText('Отправить код повторно можно через 60 с')).toBeInTheDocument();
    expect(within(dialog).getByRole('status')).toHaveTextContent('Новый код отправлен. Код отправлен на +7 *** ***-67-89');
    expect(sends).toBe(2);
    server.events.removeAllListeners();
  });

  it('goes back to change the phone with the number still typed', async () => {
    const { user } = renderModal();
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Номер телефона'), '9123456789');
    await user.click(within(dialog).getByRole('button', { name: 'Получить код' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Изменить телефон' }));
    const phone = within(dialog).getByLabelText('Номер телефона');
    expect(phone).toHaveValue('(912) 345-67-89');
    expect(phone).toHaveFocus();
  });
});

describe('sign-in by password, registration and the reminder', () => {
  it('signs in with e-mail and password', async () => {
    const { user, queryClient } = renderModal();
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'По паролю' }));
    await user.type(within(dialog).getByLabelText('E-mail'), MOCK_BUYER.email);
    await user.type(within(dialog).getByLabelText('Пароль'), MOCK_BUYER.password);
    await user.click(within(dialog).getByRole('button', { name: 'Войти' }));

    await waitFor(() => expect(signedInUser(queryClient)?.username).toBe(MOCK_BUYER.username));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows a wrong password’s message and keeps what was typed', async () => {
    const { user } = renderModal();
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'По паролю' }));
    await user.type(within(dialog).getByLabelText('E-mail'), MOCK_BUYER.email);
    await user.type(within(dialog).getByLabelText('Пароль'), 'not-the-password');
    await user.click(within(dialog).getByRole('button', { name: 'Войти' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Неверный e-mail или пароль');
    expect(within(dialog).getByLabelText('E-mail')).toHaveValue(MOCK_BUYER.email);
    expect(within(dialog).getByLabelText('Пароль')).toHaveValue('not-the-password');
  });

  it('registers a new buyer, checking the password length first', async () => {
    const { user, queryClient } = renderModal();
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'По паролю' }));
    await user.click(within(dialog).getByRole('button', { name: 'Зарегистрироваться' }));
    expect(screen.getByRole('dialog', { name: 'Регистрация' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Имя (необязательно)')).toHaveFocus();

    await user.type(within(dialog).getByLabelText('Имя (необязательно)'), 'Анна');
    await user.type(within(dialog).getByLabelText('E-mail'), 'anna@shop.example');
    await user.type(within(dialog).getByLabelText('Пароль'), 'short');
    await user.click(within(dialog).getByRole('button', { name: 'Зарегистрироваться' }));
    expect(within(dialog).getByLabelText('Пароль')).toHaveAccessibleDescription(
      'Не короче 8 символов Пароль должен быть не короче 8 символов',
    );

    await user.type(within(dialog).getByLabelText('Пароль'), '-and-long');
    await user.click(within(dialog).getByRole('button', { name: 'Зарегистрироваться' }));
    await waitFor(() => expect(signedInUser(queryClient)).toMatchObject({ username: 'Анна', email: 'anna@shop.example' }));
  });

  it('refuses to register an e-mail that already has an account, in the form', async () => {
    server.use(handle(contract.account.register, () => failure(409, 'Этот e-mail уже зарегистрирован: войдите по паролю или по коду')));
    const { user } = renderModal();
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'По паролю' }));
    await user.click(within(dialog).getByRole('button', { name: 'Зарегистрироваться' }));
    await user.type(within(dialog).getByLabelText('E-mail'), MOCK_BUYER.email);
    await user.type(within(dialog).getByLabelText('Пароль'), 'long-enough');
    await user.click(within(dialog).getByRole('button', { name: 'Зарегистрироваться' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Этот e-mail уже зарегистрирован');
    expect(within(dialog).getByLabelText('E-mail')).toHaveValue(MOCK_BUYER.email);
  });

  it('sends the reminder, shows the reply’s words and leads to the code form for that e-mail', async () => {
    const { user } = renderModal();
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'По паролю' }));
    await user.type(within(dialog).getByLabelText('E-mail'), MOCK_BUYER.email);
    await user.click(within(dialog).getByRole('button', { name: 'Забыли пароль?' }));
    expect(screen.getByRole('dialog', { name: 'Восстановление пароля' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('E-mail')).toHaveValue(MOCK_BUYER.email);
    await user.click(within(dialog).getByRole('button', { name: 'Прислать код' }));

    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Если этот e-mail зарегистрирован, мы отправили на него код для входа',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Ввести код из письма' }));
    expect(within(dialog).getByText(`Код отправлен на ${MOCK_BUYER.email}`)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Код из сообщения')).toHaveFocus();
  });
});

describe('social sign-in', () => {
  it('offers the providers when social sign-in is on and goes to the address the reply gives', async () => {
    server.use(http.post('*/api/auth/social', () => HttpResponse.json(ok({ redirectUrl: '#provider-vk' }))));
    const { user } = renderModal();
    const dialog = await screen.findByRole('dialog');
    const providers = await within(dialog).findByRole('region', { name: 'Или войдите через' });
    expect(
      within(providers)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['ВКонтакте', 'Яндекс ID', 'Одноклассники', 'Mail.ru']);
    await user.click(within(providers).getByRole('button', { name: 'ВКонтакте' }));
    await waitFor(() => expect(window.location.hash).toBe('#provider-vk'));
  });

  it('shows no provider when social sign-in is off', async () => {
    server.use(
      http.get('*/api/user', () =>
        HttpResponse.json(ok({ user: { ...guestUserFixture, socialAuth: { ...guestUserFixture.socialAuth, enable: false } } })),
      ),
    );
    const { queryClient } = renderModal();
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(queryClient.getQueryData<User>(userQueryKey)?.socialAuth.enable).toBe(false));
    expect(within(dialog).queryByRole('region', { name: 'Или войдите через' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'ВКонтакте' })).toBeNull();
  });
});

describe('after sign-in', () => {
  function ShopperData() {
    useCart();
    usePage('/');
    return null;
  }

  it('reloads the cart, the page data and the user widgets', async () => {
    const requests: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'GET') requests.push(new URL(request.url).pathname);
    });
    const widgetFetches = vi.fn(async () => ({ widgetHash: 'h' }));
    function HistoryWidget() {
      useQuery({ queryKey: ['widgets', 'defined', 'product_history'], queryFn: widgetFetches });
      return null;
    }
    const user = userEvent.setup();
    const { queryClient } = renderWithProviders(
      <>
        <ShopperData />
        <HistoryWidget />
        <SignInModalHost />
      </>,
      { preloadedState: { ui: { ...initialUiState, modals: [SIGN_IN_MODAL] } } },
    );
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(widgetFetches).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(requests.filter((path) => path === '/api/cart')).toHaveLength(1));
    await waitFor(() => expect(requests.filter((path) => path === '/api/page')).toHaveLength(1));

    await user.click(within(dialog).getByRole('button', { name: 'По паролю' }));
    await user.type(within(dialog).getByLabelText('E-mail'), MOCK_BUYER.email);
    await user.type(within(dialog).getByLabelText('Пароль'), MOCK_BUYER.password);
    await user.click(within(dialog).getByRole('button', { name: 'Войти' }));

    await waitFor(() => expect(requests.filter((path) => path === '/api/cart')).toHaveLength(2));
    await waitFor(() => expect(requests.filter((path) => path === '/api/page')).toHaveLength(2));
    await waitFor(() => expect(widgetFetches).toHaveBeenCalledTimes(2));
    // The user comes from the reply, not from a second request.
    expect(requests.filter((path) => path === '/api/user')).toHaveLength(1);
    expect(signedInUser(queryClient)?.username).toBe(MOCK_BUYER.username);
    server.events.removeAllListeners();
  });
});
