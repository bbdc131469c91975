import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { salesDatasetSchema } from '@shop/contracts/monitoring.ts';
import { salesDatasetFixture } from '../fixtures/ordering.ts';
import { pickupPointsFixture } from '../fixtures/places.ts';
import { server } from '../node.ts';
import { callMock as call } from '../testing/call.ts';
import { resetMockShop } from '../testing/reset.ts';

const send = (body: unknown) => call('POST', '/api/orders', body, { 'idempotency-key': randomUUID() });
const point = pickupPointsFixture[0];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetMockShop();
});
afterAll(() => server.close());

describe('monitoring handlers', () => {
  it('answer a wrong key with 401 and signal a new order once', async () => {
    expect(() => salesDatasetSchema.parse(salesDatasetFixture)).not.toThrow();
    expect((await call('GET', '/api/monitoring/sales?key=wrong')).status).toBe(401);
    expect((await call('GET', '/api/monitoring/updates?key=demo-monitoring-key')).envelope.data.updated).toBe(false);
    await send({ phone: '9123456789', deliveryType: 3, pointId: point?.id, paymentType: 4 });
    expect((await call('GET', '/api/monitoring/updates?key=demo-monitoring-key')).envelope.data.updated).toBe(true);
    expect((await call('GET', '/api/monitoring/updates?key=demo-monitoring-key')).envelope.data.updated).toBe(false);
    const board = salesDatasetSchema.parse((await call('GET', '/api/monitoring/sales?key=demo-monitoring-key')).envelope.data);
    expect(board.orders_values).toHaveLength(1);
    expect(board.sales_values).toHaveLength(5);
  });
});
