import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SalesDataset } from '@shop/contracts/monitoring.ts';
import { DEFAULT_MONITORING_API_KEY, MONITORING_KEY_REFUSED } from '@shop/contracts/browser/monitoring.ts';
import { contract } from '@shop/contracts/routes.ts';
import { failure, handle, ok } from '@shop/mocks/contract-handler.ts';
import { salesDatasetFixture } from '@shop/mocks/fixtures/checkout.ts';
import { server } from '@shop/mocks/node.ts';
import { renderApp } from '@/testing/render.tsx';

/**
 * The board against MSW with a fake clock. The handlers are the contract's (they validate the
 * key's query and the dataset's shape); the dataset is the mocks' fixture plus orders.
 */

const KEY = DEFAULT_MONITORING_API_KEY;
const START = new Date('2025-03-03T09:15:30');

const firstOrders: SalesDataset['orders_values'] = [
  { img: '/img/e/1.svg', name: 'Всеслав Голубев', param1: 'ИМ-1001 — 12 400 ₽, 09:10' },
  { img: '/img/e/2.svg', name: 'Евдокия Моисеева', param1: 'ИМ-1000 — 3 150 ₽, 09:02' },
];

type Shop = {
  dataset: SalesDataset;
  /** The next updates answer; taken once like the shop's flag. */
  flag: boolean;
  sales: number;
  updates: number;
  down: boolean;
};

let shop: Shop;

function serveBoard() {
  const refused = () => failure(401, MONITORING_KEY_REFUSED);
  const outage = () => HttpResponse.json(failure(503, 'Сервис временно недоступен'), { status: 503 });
  server.use(
    handle(contract.monitoring.getSales, ({ query }) => {
      shop.sales += 1;
      if (query.key !== KEY) return refused();
      return ok(shop.dataset);
    }),
    handle(contract.monitoring.getUpdates, ({ query }) => {
      shop.updates += 1;
      if (query.key !== KEY) return refused();
      const updated = shop.flag;
      shop.flag = false;
      return ok({ updated });
    }),
  );
  // An outage answers before the contract's handlers while `down` is set.
  server.use(
    http.get('*/api/monitoring/*', () => {
      if (!shop.down) return undefined;
      shop.updates += 1;
      return outage();
    }),
  );
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

async function openBoard(key: string | null = KEY, param = 'x-api-key') {
  const rendered = renderApp(key === null ? '/monitoring/' : `/monitoring/?${param}=${encodeURIComponent(key)}`);
  // The route's chunk loads on real time (a dynamic import), not on the fake clock.
  const deadline = performance.now() + 10_000;
  while (performance.now() < deadline && (!document.querySelector('main') || document.querySelector('main[aria-busy]'))) {
    await act(() => new Promise<void>((done) => setImmediate(done)));
    await advance(0);
  }
  await advance(50);
  return rendered;
}

const ordersView = () => screen.queryByRole('heading', { name: 'Новые заказы' });
const salesTable = () => screen.queryByRole('table', { name: /Рейтинг продаж/ });
const bodyRows = () =>
  within(salesTable() as HTMLElement)
    .getAllByRole('row')
    .slice(1);
const meters = () => screen.getAllByRole('meter');

beforeAll(async () => {
  // Compiled once up front, so the first case does not spend its time budget on the route's chunk.
  await import('@/app/routes/monitoring.tsx');
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  vi.setSystemTime(START);
  shop = { dataset: { ...salesDatasetFixture, orders_values: firstOrders }, flag: false, sales: 0, updates: 0, down: false };
  serveBoard();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the sales monitoring display', () => {
  it('shows the orders view for 5 s after loading, then the sales table', async () => {
    await openBoard();
    expect(ordersView()).toBeInTheDocument();
    expect(screen.getByText('ИМ-1001 — 12 400 ₽, 09:10')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Фото: Всеслав Голубев' })).toHaveAttribute('src', '/api/img/e/1.svg');
    expect(salesTable()).toBeNull();

    await advance(4_800);
    expect(ordersView()).toBeInTheDocument();
    await advance(300);
    expect(ordersView()).toBeNull();
    const table = salesTable() as HTMLElement;
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Место', 'Сотрудник', 'Результат', 'ВАЛ', 'КПД', 'СДКЗ']);
    expect(bodyRows()).toHaveLength(5);
    const top = salesDatasetFixture.sales_values[0]!;
    const first = bodyRows()[0]!;
    expect(within(first).getByRole('rowheader')).toHaveTextContent(top.name);
    expect(within(first).getByRole('img', { name: `Фото: ${top.name}` })).toBeInTheDocument();
    expect(
      within(first)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1', '', '', top.param1, top.param2, top.param3]);
  });

  it('draws each bar as score / scaleRangeMax in percent, clamped to 0-100', async () => {
    const [a, b, c] = salesDatasetFixture.sales_values;
    shop.dataset = {
      orders_values: [],
      scaleRangeMax: 800_000,
      sales_values: [
        { ...a!, score: 1_000_000 },
        { ...b!, score: 600_000 },
        { ...c!, score: 0 },
      ],
    };
    await openBoard();
    expect(screen.getByText('Новых заказов пока нет')).toBeInTheDocument();
    await advance(5_000);
    const widths = meters().map((meter) => (meter.firstElementChild as HTMLElement).style.width);
    expect(widths).toEqual(['100%', '75%', '0%']);
    expect(meters()[1]).toHaveAttribute('aria-valuetext', '75 % от шкалы');
  });

  it('polls the refresh flag every 1.5 s; a set flag reads the data again and shows the orders view for 5 s', async () => {
    await openBoard();
    await advance(5_000);
    expect(salesTable()).toBeInTheDocument();
    expect(shop.sales).toBe(1);
    const polls = shop.updates;
    await advance(1_500);
    expect(shop.updates).toBe(polls + 1);
    expect(shop.sales).toBe(1);

    const [top, ...rest] = salesDatasetFixture.sales_values;
    shop.dataset = {
      ...shop.dataset,
      orders_values: [{ img: '/img/e/3.svg', name: 'Агап Харитонов', param1: 'ИМ-1002 — 99 000 ₽, 09:16' }, ...firstOrders],
      sales_values: [{ ...top!, param1: '881 000 ₽', score: 881_000 }, ...rest],
    };
    shop.flag = true;
    await advance(1_500);
    expect(shop.sales).toBe(2);
    expect(ordersView()).toBeInTheDocument();
    expect(screen.getByText('ИМ-1002 — 99 000 ₽, 09:16')).toBeInTheDocument();
    // No page reload: the same document, the table comes back with the new figures.
    await advance(5_000);
    expect(salesTable()).toBeInTheDocument();
    expect(bodyRows()[0]).toHaveTextContent('881 000 ₽');
    await advance(1_500);
    expect(shop.sales).toBe(2);
  });

  it('says the key is wrong on a full screen and stops polling', async () => {
    await openBoard('not-the-key');
    expect(screen.getByRole('heading', { name: MONITORING_KEY_REFUSED, level: 1 })).toBeInTheDocument();
    expect(salesTable()).toBeNull();
    await advance(1_500);
    const asked = shop.updates + shop.sales;
    await advance(60_000);
    expect(shop.updates + shop.sales).toBe(asked);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('opens with the key as ?key= too, the name the monitoring calls take it by', async () => {
    await openBoard(KEY, 'key');
    expect(ordersView()).not.toBeNull();
    expect(shop.sales).toBe(1);
  });

  it('asks for the key when the link has none, without calling the shop', async () => {
    await openBoard(null);
    expect(screen.getByRole('heading', { name: 'Не указан ключ мониторинга', level: 1 })).toBeInTheDocument();
    await advance(10_000);
    expect(shop.updates + shop.sales).toBe(0);
  });

  it('stops when the key is withdrawn while the board runs', async () => {
    await openBoard();
    await advance(5_000);
    shop.dataset = { ...shop.dataset };
    server.use(handle(contract.monitoring.getUpdates, () => failure(401, MONITORING_KEY_REFUSED)));
    await advance(1_500);
    expect(screen.getByRole('heading', { name: MONITORING_KEY_REFUSED })).toBeInTheDocument();
    const asked = shop.updates + shop.sales;
    await advance(60_000);
    expect(shop.updates + shop.sales).toBe(asked);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('keeps the last data with a stale mark in an outage, keeps polling slower, and recovers by itself', async () => {
    await openBoard();
    await advance(6_500);
    expect(salesTable()).toBeInTheDocument();
    const lastContact = new Date(Date.now());

    shop.down = true;
    const before = shop.updates;
    await advance(1_500);
    expect(screen.getByRole('status')).toHaveTextContent(
      `Нет связи с сервером. Данные от ${lastContact.toLocaleTimeString('ru-RU', { hour: '2-digit', minute: '2-digit', second: '2-digit' })}`,
    );
    expect(bodyRows()).toHaveLength(5);
    // Backoff: 3, 6, 12, 15, 15 s — still polling, but not every 1.5 s.
    await advance(60_000);
    const during = shop.updates - before;
    expect(during).toBeGreaterThanOrEqual(5);
    expect(during).toBeLessThan(10);
    expect(screen.getByRole('status')).toBeInTheDocument();

    shop.down = false;
    shop.flag = true;
    await advance(15_000);
    expect(screen.queryByRole('status')).toBeNull();
    expect(ordersView()).toBeInTheDocument();
    await advance(5_000);
    expect(salesTable()).toBeInTheDocument();
  });

  it('shows a no-connection screen when the first read fails, and the board once the shop answers', async () => {
    shop.down = true;
    await openBoard();
    expect(screen.getByRole('heading', { name: 'Нет связи с сервером', level: 1 })).toBeInTheDocument();
    shop.down = false;
    await advance(3_000);
    expect(ordersView()).toBeInTheDocument();
    await advance(5_000);
    expect(bodyRows()).toHaveLength(5);
  });

  it('turns pages of five when more employees are ranked', async () => {
    const extra = salesDatasetFixture.sales_values
      .slice(0, 2)
      .map((row, index) => ({ ...row, name: `Сотрудник ${index + 6}`, score: 1_000 }));
    shop.dataset = { ...shop.dataset, sales_values: [...salesDatasetFixture.sales_values, ...extra] };
    await openBoard();
    await advance(5_000);
    expect(screen.getByText('Страница 1 из 2')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(5);
    await advance(10_000);
    expect(screen.getByText('Страница 2 из 2')).toBeInTheDocument();
    expect(bodyRows().map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual(['6', '7']);
    await advance(10_000);
    expect(screen.getByText('Страница 1 из 2')).toBeInTheDocument();
  });
});
