import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp } from './helpers/app';
import { createOrder, resetDb } from './helpers/db';

const ORDERS = '/api/orders';

describe('order confirmation', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());
  beforeEach(resetDb);

  it('shows the order to its buyer', async () => {
    const order = await createOrder({ email: 'ada@example.com', quantity: 2 });
    const res = await app.inject({
      method: 'GET',
      url: `${ORDERS}/${order.id}`,
      query: { email: 'ada@example.com' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: order.id, status: 'pending', quantity: 2, amountTotalCents: 5000 });
  });

  it('does not show it for another e-mail address', async () => {
    const order = await createOrder({ email: 'ada@example.com', quantity: 1 });
    const res = await app.inject({ method: 'GET', url: `${ORDERS}/${order.id}`, query: { email: 'eve@example.com' } });
    expect(res.statusCode).toBe(404);
  });
});
