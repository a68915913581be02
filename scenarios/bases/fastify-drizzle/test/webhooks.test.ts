import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { db } from '@/db';
import { orders } from '@/db/schema';
import { stripe } from '@/lib/stripe';
import { buildTestApp } from './helpers/app';
import { createOrder, resetDb } from './helpers/db';

const WEBHOOK = '/webhooks/stripe';

function signed(event: object) {
  const payload = JSON.stringify(event);
  const signature = stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_brightline' });
  return { payload, headers: { 'content-type': 'application/json', 'stripe-signature': signature } };
}

function sessionCompleted(orderId: string | undefined) {
  return {
    id: 'evt_test_1',
    object: 'event',
    type: 'checkout.session.completed',
    data: { object: { id: 'cs_test_1', object: 'checkout.session', payment_intent: 'pi_test_1', metadata: orderId ? { orderId } : {} } },
  };
}

describe('Stripe webhook', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());
  beforeEach(resetDb);

  it('rejects a request with a bad signature', async () => {
    const res = await app.inject({
      method: 'POST',
      url: WEBHOOK,
      payload: JSON.stringify(sessionCompleted('x')),
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=bad' },
    });
    expect(res.statusCode).toBe(400);
  });

  it('marks the order paid on checkout.session.completed, once', async () => {
    const order = await createOrder({ email: 'ada@example.com', quantity: 2 });
    for (let i = 0; i < 2; i++) {
      const res = await app.inject({ method: 'POST', url: WEBHOOK, ...signed(sessionCompleted(order.id)) });
      expect(res.statusCode).toBe(200);
    }
    const [row] = await db.select().from(orders).where(eq(orders.id, order.id));
    expect(row.status).toBe('paid');
    expect(row.paymentIntentId).toBe('pi_test_1');
  });

  it('answers 500 so that Stripe retries when the session cannot be fulfilled', async () => {
    const res = await app.inject({ method: 'POST', url: WEBHOOK, ...signed(sessionCompleted(undefined)) });
    expect(res.statusCode).toBe(500);
  });
});
