import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { pages } from '@shop/mocks/fixtures/page.ts';
import { varieties } from '@shop/mocks/fixtures/product.ts';
import { MOCK_ORDER_CODE, mockOrderPage, shellPages } from '@shop/mocks/fixtures/shell-pages.ts';
import { server } from '@shop/mocks/node.ts';
import { PAST_ORDER_CODE } from '@shop/mocks/checkout-state.ts';
import type { PageData } from '@shop/contracts/page.ts';
import { initialUiState } from '@/lib/ui-slice.ts';
import { renderApp } from '@/testing/render.tsx';

const heading = (name: string | RegExp) => screen.findByRole('heading', { name, level: 1 });

/** The shell's own example pages, answered whatever the data-backed mocks hold at that path. */
const shellPage = (path: string) => {
  answerPage(shellPages[path]!);
  return path;
};

const answerPage = (page: PageData) =>
  server.use(http.get('*/api/page', () => HttpResponse.json({ status: 'OK', data: page, messages: [] })));

describe('the screen registry picks the screen by the route type', () => {
  it('main: the server widgets, with links into the shop', async () => {
    const { container } = renderApp('/');
    await waitFor(() => expect(container.querySelector('[data-screen="main"]')).not.toBeNull());
    await waitFor(() => expect(container.querySelectorAll('[data-screen="main"] a[href^="/"]').length).toBeGreaterThan(0));
  });

  it('catalog: the listing with its products as links', async () => {
    const { container } = renderApp('/instrumenty/');
    expect(await screen.findByRole('heading', { name: 'Инструменты', level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(container.querySelectorAll('main a[href^="/"][href$="/"]').length).toBeGreaterThan(1));
  });

  it('assortment: the product page by its name', async () => {
    const drill = varieties[0]!;
    renderApp(`/${drill.url}/`);
    expect(await screen.findByRole('heading', { name: drill.name, level: 1 })).toBeInTheDocument();
  });

  it('page (content): the title and the sanitised HTML', async () => {
    const { container } = renderApp(shellPage('/legal/'));
    await heading('Правовая информация');
    expect(screen.getByText('Продавец: ООО «Инструмент-Сибирь».')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Доставка' })).toHaveAttribute('href', '/delivery/');
    expect(container.querySelector('script')).toBeNull();
  });

  it('page (full list): category sections with their links, the mobile tree one list', async () => {
    renderApp('/categories/');
    await heading('Все категории');
    expect(screen.getByRole('heading', { name: 'Инструменты', level: 2 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Дрели' })).toHaveAttribute('href', '/dreli/');
  });

  it('page (marks): the brands by letter as links', async () => {
    renderApp(shellPage('/marks/'));
    await heading('Бренды');
    const sections = pages['/marks/'];
    if (sections?.route !== 'page' || !('pageval4_mobile' in sections.sections)) throw new Error('marks fixture');
    const first = sections.sections.pageval4_mobile[0]!;
    expect(screen.getByRole('link', { name: first.name })).toHaveAttribute('href', first.url);
  });

  it('message: the title, the HTML text, the button, the footer and the trace', async () => {
    renderApp(shellPage('/message/payment-failed/'));
    await heading('Оплата не прошла');
    expect(screen.getByText(/Банк отклонил платёж/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Вернуться к заказу' })).toHaveAttribute('href', `/o/${MOCK_ORDER_CODE}/`);
    expect(screen.getByRole('link', { name: '8 800 123-45-67' })).toHaveAttribute('href', 'tel:+78001234567');
    expect(screen.getByText('PAY-4011: card declined')).toBeInTheDocument();
  });

  it('message: a button with an action instead of a link', async () => {
    const page = pages['/message/payment-failed/'];
    if (page?.route !== 'message') throw new Error('message fixture');
    answerPage({
      ...page,
      sections: { title: 'Сессия истекла', text: '<p>Повторите</p>', button: { label: 'Обновить', action: 'reload' } },
    });
    renderApp('/message/session/');
    await heading('Сессия истекла');
    expect(screen.getByRole('button', { name: 'Обновить' })).toBeInTheDocument();
  });

  it('confirmation: the title, the upper message and the HTML message', async () => {
    renderApp(shellPage('/confirmation/'));
    await heading('Спасибо за заказ');
    expect(screen.getByText('Заказ ИМ-000123 принят')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Открыть заказ ИМ-000123' })).toHaveAttribute('href', `/o/${MOCK_ORDER_CODE}/`);
  });

  it('order: a path the server names an order renders that order by its code', async () => {
    const page = shellPages[`/o/${MOCK_ORDER_CODE}/`]!;
    answerPage({
      ...page,
      sections: { ...mockOrderPage, orderData: { ...mockOrderPage.orderData, order_code: PAST_ORDER_CODE } },
    } as PageData);
    renderApp('/zakaz/');
    // The order screen reads the order by its code: the mocks' past order, not the page's own title.
    expect(await screen.findByRole('heading', { name: /^Заказ .*900001$/, level: 1 })).toBeInTheDocument();
  });

  it('orderHistory: a path the server names the history renders the history', async () => {
    answerPage(shellPages['/order/history/']!);
    renderApp('/moi-zakazy/');
    expect(await screen.findByRole('heading', { name: 'История заказов', level: 1 })).toBeInTheDocument();
  });

  it('cart: the cart page, at any path the server names so', async () => {
    answerPage(pages['/cart/']!);
    renderApp('/korzina/');
    await heading('Корзина');
  });

  it.each(['pagenotfound', 'exception', 'unknownErrorPage', '404page'] as const)('%s: the error page', async (route) => {
    const cart = pages['/cart/']!;
    answerPage({ ...cart, route, sections: {} });
    renderApp('/slomannaya/');
    await heading('Что-то не так');
  });
});

describe('the head of every screen', () => {
  it('sets the title, the description, the canonical link and the structured data, and replaces them all on the next page', async () => {
    const origin = { preloadedState: { ui: { ...initialUiState, shopOrigin: 'https://shop.example' } } };
    const structured = () =>
      [...document.head.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.textContent)['@type']);
    const canonical = () => document.head.querySelector('link[rel="canonical"]');
    const main = pages['/']!;
    answerPage({
      ...main,
      seo: { seo_title: 'Мастерок — инструменты', seo_desc: 'Инструменты с доставкой', seo_keys: '', seo_canonical: '/' },
    });
    const { unmount } = renderApp('/', origin);
    await waitFor(() => expect(canonical()).toHaveAttribute('href', 'https://shop.example/'));
    expect(document.title).toBe('Мастерок — инструменты');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', 'Инструменты с доставкой');
    expect(structured()).toEqual(['Organization', 'WebSite']);
    unmount();
    server.resetHandlers();
    renderApp(shellPage('/legal/'), origin);
    await heading('Правовая информация');
    await waitFor(() => expect(canonical()).toHaveAttribute('href', 'https://shop.example/legal/'));
    expect(document.title).toBe('Правовая информация');
    expect(structured()).toEqual([]);
    expect(document.head.querySelector('meta[property="og:type"]')).toHaveAttribute('content', 'website');
  });
});
