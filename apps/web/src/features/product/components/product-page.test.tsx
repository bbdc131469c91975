import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buyerUserFixture } from '@shop/mocks/fixtures/account.ts';
import { findVariety, productPageOf } from '@shop/mocks/fixtures/product.ts';
import { server } from '@shop/mocks/node.ts';
import { removeItem } from '@shop/mocks/state.ts';
import { renderApp } from '@/testing/render.tsx';
import { fullPageLoad } from '../full-page-load.ts';

const DRILL = '/drel-akkumulyatornaya-sibir-18v/';
const DRILL_12V = '/drel-akkumulyatornaya-sibir-12v/';
/** Not in the mock cart. */
const DRILL_2AKB = '/drel-akkumulyatornaya-sibir-18v-2akb/';

beforeAll(async () => {
  await Promise.all([
    import('@/app/layouts/shop-layout.tsx'),
    import('@/app/routes/page.tsx'),
    import('@/screens/product/product-screen.tsx'),
  ]);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

async function openProduct(url = DRILL, siteVersion: 'desktop' | 'mobile' = 'desktop') {
  const app = renderApp(url, { siteVersion });
  await screen.findByRole('heading', { level: 1, name: /Дрель|Уровень|Перфоратор|Саморезы/ });
  return app;
}

function stubClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText: vi.fn(writeText) }, configurable: true });
  return navigator.clipboard.writeText as ReturnType<typeof vi.fn>;
}

describe('product page, core', () => {
  it('shows breadcrumbs, the hidden SEO description, code, article, rating and questions', async () => {
    await openProduct();
    const crumbs = screen.getByRole('navigation', { name: 'Навигация по разделам' });
    expect(within(crumbs).getByRole('link', { name: 'Инструменты' })).toHaveAttribute('href', '/instrumenty/');
    expect(screen.getByText('Дрель аккумуляторная «Сибирь» 18 В: цены, отзывы и доставка.')).toBeInTheDocument();
    // The codes are hydrated after the first screen.
    expect(await screen.findByRole('button', { name: 'Скопировать код товара 101' })).toBeInTheDocument();
    expect(screen.getByText('Артикул: ART-101')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '1 вопрос' })).toHaveAttribute('href', '#forum');
    expect(screen.getByText('3 оценки').closest('a')).toHaveAttribute('href', '#reviews');
    expect(screen.getAllByRole('img', { name: 'Рейтинг 3,7 из 5' }).length).toBeGreaterThan(0);
  });

  it('lists prices with their names, Профи highlighted, and delivery rules', async () => {
    await openProduct();
    const aside = screen.getByRole('complementary', { name: 'Цены' });
    expect(within(aside).getByText('Розница')).toBeInTheDocument();
    expect(within(aside).getByText('Профи')).toBeInTheDocument();
    expect(within(aside).getByText('Малый опт')).toBeInTheDocument();
    expect(within(aside).getByText('В наличии')).toBeInTheDocument();
    // 7 490 ₽ is under the 10 000 ₽ of free delivery; express is offered (hydrated after the prices).
    expect(await within(aside).findByText(/390\s₽, бесплатно от 10\s000\s₽/)).toBeInTheDocument();
    expect(within(aside).getByText(/Экспресс, 4 часа — 990\s₽/)).toBeInTheDocument();
    // The mock cart holds this drill already.
    expect(within(aside).getByRole('link', { name: 'В корзине' })).toHaveAttribute('href', '/cart/');
  });

  it('copies the product code and says «Скопировано» for 5 seconds', async () => {
    const writeText = stubClipboard(() => Promise.resolve());
    await openProduct();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(screen.getByRole('button', { name: 'Скопировать код товара 101' }));
    expect(await screen.findByText('Скопировано')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith('101');
    await act(() => vi.advanceTimersByTimeAsync(4900));
    expect(screen.getByText('Скопировано')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(screen.queryByText('Скопировано')).not.toBeInTheDocument();
  });

  it('ignores a clipboard that refuses, without a message', async () => {
    stubClipboard(() => Promise.reject(new Error('denied')));
    await openProduct();
    fireEvent.click(screen.getByRole('button', { name: 'Скопировать код товара 101' }));
    await new Promise((done) => setTimeout(done, 50));
    expect(screen.queryByText('Скопировано')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each([
    ['/uroven-stroitelnyy-600/', 'Этот товар временно отсутствует'],
    ['/uroven-stroitelnyy-400/', 'Этот товар больше не поставляется'],
    [DRILL_12V, 'Эта разновидность отсутствует'],
  ])('%s is missing: «%s», no cart control', async (url, text) => {
    await openProduct(url);
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'В корзину' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Купить в 1 клик' })).not.toBeInTheDocument();
  });

  it('adding to the cart turns the one-click button into the link «В корзине»', async () => {
    const user = userEvent.setup();
    removeItem(101, null);
    await openProduct();
    const aside = screen.getByRole('complementary', { name: 'Цены' });
    await user.click(within(aside).getByRole('button', { name: 'В корзину' }));
    const link = await within(aside).findByRole('link', { name: 'В корзине' });
    expect(link).toHaveAttribute('href', '/cart/');
    expect(within(aside).queryByRole('button', { name: 'Купить в 1 клик' })).not.toBeInTheDocument();
  });

  it('the one-click button adds the item and opens the one-click modal', async () => {
    const user = userEvent.setup();
    removeItem(101, null);
    await openProduct();
    await user.click(screen.getByRole('button', { name: 'Купить в 1 клик' }));
    expect(await screen.findByRole('dialog', { name: 'Купить в 1 клик' })).toBeInTheDocument();
  });

  it('offline, the one-click button says ordering needs the network, opens no window and adds nothing', async () => {
    const user = userEvent.setup();
    removeItem(101, null);
    await openProduct();
    Object.defineProperty(navigator, 'onLine', { value: false, configurable: true });
    try {
      act(() => {
        window.dispatchEvent(new Event('offline'));
      });
      await user.click(screen.getByRole('button', { name: 'Купить в 1 клик' }));
      expect(await screen.findByText('Для оформления заказа нужно подключение к интернету')).toBeInTheDocument();
      expect(screen.queryByRole('dialog', { name: 'Купить в 1 клик' })).not.toBeInTheDocument();
      // Nothing waits for the network to be put in the cart: the button is still there, unmarked.
      expect(screen.getByRole('button', { name: 'Купить в 1 клик' })).toBeInTheDocument();
      expect(screen.queryByText('ждёт сети')).not.toBeInTheDocument();
    } finally {
      Object.defineProperty(navigator, 'onLine', { value: true, configurable: true });
      act(() => {
        window.dispatchEvent(new Event('online'));
      });
    }
  });

  it('for the "sal" staff user the button copies the assortment id and then reads «В буфере»', async () => {
    server.use(
      http.get('*/api/user', () =>
        HttpResponse.json({ status: 'OK', data: { user: { ...buyerUserFixture, staff: { debug: false, sal: true } } }, messages: [] }),
      ),
    );
    const writeText = stubClipboard(() => Promise.resolve());
    await openProduct();
    const button = await screen.findByRole('button', { name: 'Добавить в буфер' });
    fireEvent.click(button);
    expect(await screen.findByRole('button', { name: 'В буфере' })).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith('101');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a product URL that does not exist shows the error page', async () => {
    renderApp('/net-takogo-tovara/');
    expect(await screen.findByText('Вы зашли на несуществующую страницу', {})).toBeInTheDocument();
  });
});

describe('selectors', () => {
  it('choosing an option loads the variety and pushes its URL without a page fetch', async () => {
    const user = userEvent.setup();
    const pageFetches: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname === '/api/page') pageFetches.push(request.url);
    });
    const app = await openProduct();
    const before = pageFetches.length;
    await user.click(screen.getByRole('button', { name: '12 В' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Дрель аккумуляторная «Сибирь» 12 В' })).toBeInTheDocument();
    expect(app.router.state.location.pathname).toBe(DRILL_12V);
    expect(app.router.state.historyAction).toBe('PUSH');
    expect(pageFetches.length).toBe(before);
    server.events.removeAllListeners();
  });

  it('toggles between buttons and the table; a table row chooses its variety', async () => {
    const user = userEvent.setup();
    const app = await openProduct();
    await user.click(screen.getByRole('button', { name: 'Таблицей' }));
    const table = screen.getByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Напряжение аккумулятора' })).toBeInTheDocument();
    await user.click(within(table).getAllByRole('link', { name: '18 В' })[1] as HTMLElement);
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/drel-akkumulyatornaya-sibir-18v-2akb/'));
    await user.click(screen.getByRole('button', { name: 'Кнопками' }));
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Все характеристики' })).toHaveAttribute('href', '#characteristics');
  });

  it('a failing selector reply keeps the product and shows the message', async () => {
    const user = userEvent.setup();
    server.use(
      http.get('*/api/products/selector', () =>
        HttpResponse.json(
          {
            status: 'FAIL',
            data: null,
            messages: [{ kind: 'error', text: 'Разновидность недоступна' }],
            error: { message: 'x', statusCode: 404 },
          },
          { status: 404 },
        ),
      ),
    );
    const app = await openProduct();
    await user.click(screen.getByRole('button', { name: '12 В' }));
    expect(await screen.findByText('Разновидность недоступна')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Дрель аккумуляторная «Сибирь» 18 В');
    expect(app.router.state.location.pathname).toBe(DRILL);
  });

  it('a forced redirect to the current path is a full load', async () => {
    const user = userEvent.setup();
    const assign = vi.spyOn(fullPageLoad, 'assign').mockImplementation(() => {});
    const item = findVariety(111);
    if (!item) throw new Error('fixture 111 missing');
    server.use(
      http.get('*/api/products/selector', () =>
        HttpResponse.json({
          status: 'OK',
          data: { url: DRILL_12V, seo: { seo_title: '', seo_desc: '', seo_keys: '', seo_canonical: '' }, product: productPageOf(item) },
          messages: [],
          redirect: { url: DRILL, external: false },
        }),
      ),
    );
    await openProduct();
    await user.click(screen.getByRole('button', { name: '12 В' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(DRILL));
  });

  it('an option that turned missed shows the «parameter changed» hint for 5 seconds', async () => {
    const user = userEvent.setup();
    await openProduct(DRILL_12V);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    // 18 В comes only with batteries: «без АКБ и зарядного» turns missed in the second group.
    await user.click(screen.getByRole('button', { name: '18 В' }));
    await screen.findByRole('heading', { level: 1, name: 'Дрель аккумуляторная «Сибирь» 18 В' });
    const group = screen.getByRole('group', { name: 'Комплектация' });
    expect(within(group).getByText(/Параметр изменён/)).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Напряжение аккумулятора' })).not.toHaveTextContent(/Параметр изменён/);
    await act(() => vi.advanceTimersByTimeAsync(5100));
    expect(screen.queryByText(/Параметр изменён/)).not.toBeInTheDocument();
  });

  it('in table view the groups the server names as changed show the hint', async () => {
    const user = userEvent.setup();
    await openProduct();
    // The hint lasts 5 s from the change: the shopper's clock stands still while a busy machine
    // takes its time over the two clicks that follow.
    vi.useFakeTimers({ toFake: ['Date'] });
    await user.click(screen.getByRole('button', { name: 'Таблицей' }));
    await user.click(within(screen.getByRole('table')).getByRole('link', { name: '12 В' }));
    await screen.findByRole('heading', { level: 1, name: 'Дрель аккумуляторная «Сибирь» 12 В' });
    await user.click(screen.getByRole('button', { name: 'Кнопками' }));
    await waitFor(() => expect(screen.getAllByText(/Параметр изменён/)).toHaveLength(2));
  });
});

describe('characteristics', () => {
  it('cuts the brand text at 100 characters and expands it', async () => {
    const user = userEvent.setup();
    await openProduct();
    const section = screen.getByRole('region', { name: 'Характеристики' });
    expect(within(section).getByText(/^«Сибирь» с 2004 года.{70,}\.\.\.$/)).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Подробнее' }));
    expect(within(section).getByText(/запчасти есть на складе\.$/)).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Свернуть' }));
    expect(within(section).getByText(/\.\.\.$/)).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Все документы' })).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Инструкция по эксплуатации' })).toBeInTheDocument();
  });
});

describe('mobile', () => {
  it('has the picture strip and a footer with «В корзине» and the cart control', async () => {
    await openProduct(DRILL_2AKB, 'mobile');
    const links = screen.getAllByRole('link', { name: 'В корзине' });
    expect(links.at(-1)).toHaveAttribute('href', '/cart/');
    expect(screen.getAllByRole('button', { name: 'В корзину' }).length).toBeGreaterThanOrEqual(2);
  });

  it('a missing item has no cart control in the footer', async () => {
    await openProduct('/uroven-stroitelnyy-600/', 'mobile');
    expect(screen.getByRole('link', { name: 'В корзине' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'В корзину' })).not.toBeInTheDocument();
  });
});
