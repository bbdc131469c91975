import { describe, expect, it } from 'vitest';
import { callMock as call } from '../testing/call.ts';
import { useMockShop } from '../testing/use-mock-shop.ts';

useMockShop();

describe('web vitals handler', () => {
  it('accepts a beacon the contract accepts', async () => {
    const { status, envelope } = await call('POST', '/api/vitals', {
      route: 'main',
      layout: 'desktop',
      metrics: [
        { name: 'LCP', value: 1200 },
        { name: 'CLS', value: 0 },
      ],
    });
    expect(status).toBe(200);
    expect(envelope).toEqual({ status: 'OK', data: { recorded: 2 }, messages: [] });
  });

  it('refuses one the BFF would refuse, with its Russian message', async () => {
    const { status, envelope } = await call('POST', '/api/vitals', {
      route: 'main',
      layout: 'desktop',
      metrics: [{ name: 'LCP', value: -1 }],
    });
    expect(status).toBe(400);
    expect(envelope.messages[0].text).toBe('Время не может быть меньше 0');
  });
});
