import { describe, expect, it } from 'vitest';
import { salesDatasetSchema } from '@shop/contracts/monitoring.ts';
import { salesDatasetFixture } from '../fixtures/checkout.ts';
import { callMock as call } from '../testing/call.ts';
import { useMockShop } from '../testing/use-mock-shop.ts';

useMockShop();

describe('monitoring handlers', () => {
  it('answer the demo key with the board and no new orders, and a wrong key with 401', async () => {
    expect(() => salesDatasetSchema.parse(salesDatasetFixture)).not.toThrow();
    expect((await call('GET', '/api/monitoring/sales?key=demo-monitoring-key')).envelope.data).toEqual(salesDatasetFixture);
    expect((await call('GET', '/api/monitoring/updates?key=demo-monitoring-key')).envelope.data).toEqual({ updated: false });
    expect((await call('GET', '/api/monitoring/sales?key=wrong')).status).toBe(401);
    expect((await call('GET', '/api/monitoring/updates?key=wrong')).status).toBe(401);
  });
});
