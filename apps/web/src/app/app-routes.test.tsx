import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@shop/mocks/node.ts';
import { SITE_VERSION_STORAGE_KEY } from '@/lib/site-version.ts';
import { renderApp } from '@/testing/render.tsx';

describe('routes', () => {
  it('marks the app ready for a page route only once its screen is rendered, and at once for the cart', async () => {
    delete document.documentElement.dataset.appReady;
    const page = renderApp('/instrumenty/');
    // The page data and the screen's code are still on their way: its controls do not work yet.
    expect(document.documentElement).not.toHaveAttribute('data-app-ready');
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(document.documentElement).toHaveAttribute('data-app-ready'));
    page.unmount();

    delete document.documentElement.dataset.appReady;
    renderApp('/cart/');
    await waitFor(() => expect(document.documentElement).toHaveAttribute('data-app-ready'));
  });

  it('adds the missing trailing slash, keeps the query and replaces the history entry', async () => {
    const { router } = renderApp('/cart?utm=mail');
    // The first case also waits for the screens' modules to be compiled.
    await screen.findByRole('heading', { name: 'Корзина', level: 1 });
    expect(router.state.location.pathname).toBe('/cart/');
    expect(router.state.location.search).toBe('?utm=mail');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('shows the error page when the page fetch fails with 404', async () => {
    renderApp('/net-takoy-stranicy/');
    expect(await screen.findByRole('heading', { name: 'Что-то не так' })).toBeInTheDocument();
    expect(screen.getByText('Вы зашли на несуществующую страницу')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'На главную' })).toHaveAttribute('href', '/');
    // The page itself is the message: no English server text as a toast on top of it.
    expect(screen.queryByText('This page could not be found')).toBeNull();
  });

  it('says the shop is briefly unavailable, not that the page does not exist, when the page fetch fails with 504', async () => {
    server.use(
      http.get('*/api/page', () =>
        HttpResponse.json(
          {
            status: 'FAIL',
            data: null,
            messages: [{ kind: 'error', text: 'Магазин ненадолго недоступен' }],
            error: { message: 'Undefined error', statusCode: 504, route: '404page' },
          },
          { status: 504 },
        ),
      ),
    );
    renderApp('/instrumenty/');
    expect(await screen.findByRole('heading', { name: 'Магазин ненадолго недоступен' })).toBeInTheDocument();
    expect(screen.getByText('Мы уже восстанавливаем работу. Обновите страницу через минуту.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Обновить страницу' })).toBeInTheDocument();
    expect(screen.queryByText('Вы зашли на несуществующую страницу')).toBeNull();
  });

  it("shows an unknown order's confirmation as not found at its address, not as the confirmation page", async () => {
    server.use(
      http.get('*/api/page', () =>
        HttpResponse.json(
          { status: 'FAIL', data: null, messages: [], error: { message: 'Not found', statusCode: 404, route: 'confirmation' } },
          { status: 404 },
        ),
      ),
    );
    const { router } = renderApp('/confirmation/abc/');
    expect(await screen.findByText('Вы зашли на несуществующую страницу')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/confirmation/abc/');
  });

  it.each([
    ['a line separator', '/search/a%E2%80%A8b/', '/search/a%20b/'],
    ['a paragraph separator', '/~%D0%98%E2%80%A9%D1%8F/', '/~%D0%98%20%D1%8F/'],
  ])('reads %s in an address as a space instead of failing', async (_what, url, read) => {
    const { router } = renderApp(url);
    await waitFor(() => expect(router.state.location.pathname).toBe(read));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByText('Что-то пошло не так')).toBeNull();
  });

  it('shows the error page for an error route type in an OK reply', async () => {
    server.use(
      http.get('*/api/page', () =>
        HttpResponse.json({
          status: 'OK',
          messages: [],
          data: {
            route: 'exception',
            ident: null,
            seo: { seo_title: 'Ошибка', seo_desc: '', seo_keys: '', seo_canonical: '' },
            siteVersion: 'desktop',
            sections: {},
            widgets: [],
            user: { id: false, username: 'Гость', favoriteCount: 0 },
          },
        }),
      ),
    );
    renderApp('/slomannaya/');
    expect(await screen.findByRole('heading', { name: 'Что-то не так' })).toBeInTheDocument();
  });

  it('picks the screen by the server route type and titles the document from seo', async () => {
    renderApp('/instrumenty/');
    // The catalogue screen is its own chunk: the first import takes a while on a busy machine.
    expect(await screen.findByRole('heading', { name: 'Инструменты', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Товары' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Инструменты'));
  });

  it('follows an in-app redirect from the page reply with replace', async () => {
    let fetches = 0;
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname === '/api/page') fetches += 1;
    });
    const { router } = renderApp('/elektroinstrument/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/instrumenty/'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await screen.findByRole('heading', { name: 'Инструменты', level: 1 })).toBeInTheDocument();
    // The redirect reply already holds the target's page.
    expect(fetches).toBe(1);
    server.events.removeAllListeners();
  });

  it('opens the order history on its own route, with the session’s orders', async () => {
    renderApp('/order/history/');
    expect(await screen.findByRole('heading', { name: 'История заказов', level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'История заказов' })).toBeInTheDocument();
  });

  it('renders the monitoring page without the shop header and footer', async () => {
    renderApp('/monitoring/?x-api-key=demo-monitoring-key');
    expect(await screen.findByRole('heading', { name: 'Мониторинг продаж' })).toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });
});

describe('layouts', () => {
  it('desktop: header with the cart count and a footer with cookies, payments and the mobile link', async () => {
    renderApp('/order/history/', { siteVersion: 'desktop' });
    const cartLink = await screen.findByRole('link', { name: 'Корзина, товаров: 5' });
    expect(cartLink).toHaveAttribute('href', '/cart/');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText(/файлов куки$/)).toBeInTheDocument();
    expect(within(footer).getByText(/платёжный сервис и банк/)).toHaveTextContent('ООО «');
    expect(within(footer).getByRole('link', { name: 'Мобильная версия' })).toBeInTheDocument();
  });

  it('switches to the mobile tree from the footer and keeps the choice', async () => {
    let saved: unknown;
    server.events.on('request:start', async ({ request }) => {
      if (request.method === 'PUT') saved = await request.clone().json();
    });
    renderApp('/order/history/', { siteVersion: 'desktop' });
    await userEvent.click(await screen.findByRole('link', { name: 'Мобильная версия' }));
    expect(await screen.findByRole('link', { name: 'Полная версия' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Главная' })).toBeInTheDocument();
    expect(window.localStorage.getItem(SITE_VERSION_STORAGE_KEY)).toBe('mobile');
    await waitFor(() => expect(saved).toEqual({ version: 'mobile' }));
    server.events.removeAllListeners();
  });
});
