import request from 'supertest';
import { createApp } from '../app';
import { config } from '../config';
import { stripe } from '../lib/stripe';
import { markOrderPaid } from '../services/orders';

jest.mock('../services/orders');
const markOrderPaidMock = jest.mocked(markOrderPaid);
const app = createApp();

function payload(type: string): string {
  return JSON.stringify({ id: 'evt_1', object: 'event', type, data: { object: { id: 'pi_1', metadata: { orderId: 'ord_1' } } } });
}

function deliver(body: string, secret: string | null = config.stripeWebhookSecret) {
  const req = request(app).post('/api/webhooks/stripe').set('Content-Type', 'application/json');
  if (secret) req.set('Stripe-Signature', stripe.webhooks.generateTestHeaderString({ payload: body, secret }));
  return req.send(body);
}

describe('POST /api/webhooks/stripe', () => {
  it('rejects a missing signature', async () => {
    expect((await deliver(payload('payment_intent.succeeded'), null)).status).toBe(400);
  });

  it('rejects a bad signature', async () => {
    expect((await deliver(payload('payment_intent.succeeded'), 'whsec_wrong')).status).toBe(400);
  });

  it('marks the order paid on payment_intent.succeeded', async () => {
    markOrderPaidMock.mockResolvedValue();
    const res = await deliver(payload('payment_intent.succeeded'));
    expect(res.status).toBe(200);
    expect(markOrderPaidMock).toHaveBeenCalled();
  });

  it('answers 500 when processing payment_intent.succeeded fails, so Stripe retries', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    markOrderPaidMock.mockRejectedValue(new Error('db down'));
    expect((await deliver(payload('payment_intent.succeeded'))).status).toBe(500);
  });
});
