import type Stripe from 'stripe';
import { prisma } from '../lib/db';
import { markOrderPaid } from '../services/orders';

jest.mock('../lib/db', () => ({ prisma: { order: { updateMany: jest.fn() } } }));
const updateMany = prisma.order.updateMany as unknown as jest.Mock;

function paymentIntent(metadata: Record<string, string>): Stripe.PaymentIntent {
  return { id: 'pi_1', object: 'payment_intent', metadata } as Stripe.PaymentIntent;
}

describe('markOrderPaid', () => {
  beforeEach(() => updateMany.mockReset());

  it('marks only a pending order paid, so a redelivered event changes nothing', async () => {
    await markOrderPaid(paymentIntent({ orderId: 'ord_1' }));
    expect(updateMany).toHaveBeenCalledWith({ where: { id: 'ord_1', status: 'PENDING' }, data: { status: 'PAID' } });
  });

  it('ignores a payment intent without an order', async () => {
    await markOrderPaid(paymentIntent({}));
    expect(updateMany).not.toHaveBeenCalled();
  });
});
