import { describe, expect, it } from 'vitest';
import { ordersRoutes } from './orders.ts';

describe('order send headers', () => {
  const headers = ordersRoutes.sendOrder.headers;

  it('needs a UUID idempotency key and keeps the other headers', () => {
    const parsed = headers.parse({ 'idempotency-key': '3b241101-e2bb-4255-8caf-4136c566a962', cookie: 'sid=1' });
    expect(parsed).toEqual({ 'idempotency-key': '3b241101-e2bb-4255-8caf-4136c566a962', cookie: 'sid=1' });
    expect(headers.safeParse({ 'idempotency-key': 'twice' }).error?.issues[0]?.message).toBe('Заголовок idempotency-key должен быть UUID');
  });
});
