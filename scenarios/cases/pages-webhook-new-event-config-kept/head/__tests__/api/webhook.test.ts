import { testApiHandler } from 'next-test-api-route-handler';
import Stripe from 'stripe';
import * as webhook from '@/pages/api/webhooks/stripe';
import { prisma } from '@/lib/prisma';

jest.mock('@/lib/prisma', () => ({ prisma: { subscription: { upsert: jest.fn(), update: jest.fn() } } }));

const SECRET = 'whsec_crewboard_test';
const stripe = new Stripe('sk_test_crewboard');
const upsert = prisma.subscription.upsert as jest.Mock;
const update = prisma.subscription.update as jest.Mock;

function paymentFailed() {
  return {
    id: 'evt_invoice_failed',
    object: 'event',
    type: 'invoice.payment_failed',
    data: { object: { id: 'in_1', object: 'invoice', subscription: 'sub_1' } },
  };
}

function subscriptionEvent(type: string) {
  return {
    id: `evt_${type}`,
    object: 'event',
    type,
    data: {
      object: {
        id: 'sub_1',
        object: 'subscription',
        customer: 'cus_1',
        status: 'active',
        current_period_end: 1_900_000_000,
        items: { data: [{ quantity: 7 }] },
        metadata: { teamId: 't1' },
      },
    },
  };
}

async function deliver(event: object, signature?: string) {
  const payload = JSON.stringify(event);
  let status = 0;
  await testApiHandler({
    pagesHandler: webhook,
    test: async ({ fetch }) => {
      const res = await fetch({
        method: 'POST',
        body: payload,
        headers: { 'stripe-signature': signature ?? stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET }) },
      });
      status = res.status;
    },
  });
  return status;
}

describe('POST /api/webhooks/stripe', () => {
  beforeAll(() => {
    process.env.STRIPE_WEBHOOK_SECRET = SECRET;
  });

  it('rejects a forged signature with 400', async () => {
    expect(await deliver(subscriptionEvent('customer.subscription.updated'), 't=1,v1=forged')).toBe(400);
  });

  it('stores the subscription on customer.subscription.updated', async () => {
    upsert.mockResolvedValueOnce({});
    expect(await deliver(subscriptionEvent('customer.subscription.updated'))).toBe(200);
    expect(upsert).toHaveBeenCalledWith(expect.objectContaining({ where: { stripeSubscriptionId: 'sub_1' } }));
  });

  it('answers 500 when the subscription cannot be stored, so that Stripe retries', async () => {
    upsert.mockRejectedValueOnce(new Error('database unavailable'));
    expect(await deliver(subscriptionEvent('customer.subscription.updated'))).toBe(500);
  });

  it('marks the subscription past due on invoice.payment_failed', async () => {
    update.mockResolvedValueOnce({});
    expect(await deliver(paymentFailed())).toBe(200);
    expect(update).toHaveBeenCalledWith({ where: { stripeSubscriptionId: 'sub_1' }, data: { status: 'past_due' } });
  });

  it('answers 500 when the past-due status cannot be stored, so that Stripe retries', async () => {
    update.mockRejectedValueOnce(new Error('database unavailable'));
    expect(await deliver(paymentFailed())).toBe(500);
  });
});
