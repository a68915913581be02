import Stripe from 'stripe';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '~/server/db';
import { POST } from './route';

vi.mock('server-only', () => ({}));
vi.mock('~/server/db', () => ({
  db: { order: { updateMany: vi.fn() }, $transaction: vi.fn() },
}));

const stripe = new Stripe('sk_test_inkwell');

function request(event: object, signature?: string) {
  const payload = JSON.stringify(event);
  return new Request('http://localhost/api/webhooks/stripe', {
    method: 'POST',
    body: payload,
    headers: {
      'stripe-signature': signature ?? stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_inkwell' }),
    },
  });
}

const completed = {
  id: 'evt_1',
  object: 'event',
  type: 'checkout.session.completed',
  data: { object: { id: 'cs_1', object: 'checkout.session', payment_status: 'paid', metadata: { orderId: 'o1' } } },
};

describe('POST /api/webhooks/stripe', () => {
  beforeEach(() => vi.mocked(db.order.updateMany).mockReset());

  it('rejects a forged signature with 400', async () => {
    const res = await POST(request(completed, 't=1,v1=forged'));
    expect(res.status).toBe(400);
  });

  it('marks the order paid on checkout.session.completed', async () => {
    vi.mocked(db.order.updateMany).mockResolvedValue({ count: 1 });
    const res = await POST(request(completed));
    expect(res.status).toBe(200);
    expect(db.order.updateMany).toHaveBeenCalledWith(expect.objectContaining({ where: { id: 'o1', status: 'AWAITING_PAYMENT' } }));
  });

  it('fails (500, Stripe retries) when the order cannot be updated', async () => {
    vi.mocked(db.order.updateMany).mockRejectedValue(new Error('connection reset'));
    await expect(POST(request(completed))).rejects.toThrow('connection reset');
  });
});
