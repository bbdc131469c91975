import { describe, expect, it } from 'vitest';
import { salesDatasetSchema } from '@shop/contracts/monitoring.ts';
import { createTestShop, useTestShop } from '../testing/test-app.ts';
import type { TestShop } from '../testing/test-app.ts';
import { scaleTop } from './sales-board.ts';

const shop = useTestShop();

const KEY = 'demo-monitoring-key';
const get = (url: string) => shop.app.inject({ method: 'GET', url });
const updated = async () => (await get(`/api/v1/monitoring/isSalesUpdated/?x-api-key=${KEY}`)).json().updated as boolean;
async function dataset() {
  const response = await get(`/api/v1/monitoring/getSalesData/?x-api-key=${KEY}`);
  const { rqStatus, ...payload } = response.json();
  expect(rqStatus).toBe('OK');
  return salesDatasetSchema.parse(payload);
}

async function oneClickOrder(): Promise<string> {
  const item = shop.query<{ id: number }>(
    'SELECT id FROM assortments WHERE missing_item = 0 AND price > 0 AND default_multism_id = 1 ORDER BY id LIMIT 1',
  );
  const put = await shop.app.inject({ method: 'PUT', url: `/api/v1/Cart/put/?assortmentId=${item.id}&quantity=1` });
  const cookie = `sid=${put.cookies.find((entry) => entry.name === 'sid')?.value ?? ''}`;
  const order = await shop.app.inject({ method: 'PUT', url: '/api/v1/Cart/createOneClickOrder/?phone=9123456789', headers: { cookie } });
  return order.json().result.orderCode as string;
}

describe('monitoring key', () => {
  it.each(['/api/v1/monitoring/isSalesUpdated/', '/api/v1/monitoring/getSalesData/'])(
    '%s answers a wrong or missing key with a FAIL naming 401 and no data',
    async (path) => {
      for (const url of [`${path}?x-api-key=wrong`, path]) {
        const response = await get(url);
        expect(response.statusCode).toBe(200);
        const body = response.json();
        expect(body).toMatchObject({ statusCode: 401, error: 'Неверный ключ мониторинга' });
        expect(body.status ?? body.rqStatus).toBe('FAIL');
        expect(Object.keys(body).sort()).toEqual([body.status ? 'status' : 'rqStatus', 'error', 'statusCode'].sort());
        expect(response.cookies).toHaveLength(0);
      }
    },
  );
});

describe('sales board', () => {
  it('ranks five employees by sales with their plan share, deals and a round scale', async () => {
    const board = await dataset();
    expect(board.sales_values).toHaveLength(5);
    const scores = board.sales_values.map((row) => row.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(board.scaleRangeMax).toBeGreaterThanOrEqual(scores[0] ?? 0);
    for (const row of board.sales_values) {
      expect(row.img).toMatch(/^\/img\/e\/\d+\.svg$/);
      expect(row.param1).toMatch(/^[\d\s]+ ₽$/);
      expect(row.param2).toMatch(/^\d+ %$/);
      expect(row.param3).toMatch(/^\d+$/);
      expect(row.name).not.toBe('');
    }
  });

  it('signals a new order once, shows it first in the orders view and adds it to its manager', async () => {
    await dataset();
    expect(await updated()).toBe(false);
    const before = await dataset();

    const code = await oneClickOrder();
    const order = shop.query<{ invoice_number: string; total: number; manager_id: number }>(
      'SELECT invoice_number, total, manager_id FROM orders WHERE order_code = ?',
      code,
    );
    expect(await updated()).toBe(true);
    expect(await updated()).toBe(false);

    await oneClickOrder();
    const after = await dataset();
    expect(await updated()).toBe(false);
    expect(after.orders_values[1]?.param1).toMatch(new RegExp(`^${order.invoice_number} — `));
    expect(after.orders_values[1]?.img).toBe(`/img/e/${order.manager_id}.svg`);
    const total = (board: typeof before) => board.sales_values.reduce((sum, row) => sum + row.score, 0);
    expect(total(after)).toBeGreaterThan(total(before));
  });

  it('draws each employee’s portrait', async () => {
    const [row] = (await dataset()).sales_values;
    const picture = await get(row?.img ?? '');
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(picture.body).toMatch(/^<svg [^>]*viewBox="0 0 200 200"/);
    expect(picture.body).toContain(`<title>${row?.name}</title>`);
    expect((await get('/img/e/999.svg')).statusCode).toBe(404);
  });

  it('rounds the scale up to a round number just above the largest figure', () => {
    expect([0, 7, 120_000, 480_000, 782_000, 1_000_000, 3_200_000].map(scaleTop)).toEqual([
      1, 8, 120_000, 500_000, 800_000, 1_000_000, 4_000_000,
    ]);
  });

  it('generates the same employees from the same seed', async () => {
    const other = await createTestShop();
    try {
      const names = (target: TestShop) => target.query<{ names: string }>('SELECT group_concat(name) AS names FROM employees').names;
      expect(names(other)).toBe(names(shop));
      expect(other.query<{ count: number }>('SELECT count(*) AS count FROM employee_sales_history').count).toBe(6 * 60);
    } finally {
      await other.close();
    }
  });
});
