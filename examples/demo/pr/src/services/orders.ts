import type Stripe from 'stripe';
import { prisma } from '../lib/db';

/** Safe to run twice for the same event: only a PENDING order becomes PAID. */
export async function markOrderPaid(paymentIntent: Stripe.PaymentIntent): Promise<void> {
  const orderId = paymentIntent.metadata.orderId;
  if (!orderId) return;
  await prisma.order.updateMany({ where: { id: orderId, status: 'PENDING' }, data: { status: 'PAID' } });
}

export async function markOrderRefunded(charge: Stripe.Charge): Promise<void> {
  const paymentIntentId = typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.payment_intent?.id;
  if (!paymentIntentId) return;
  await prisma.order.update({
    where: { stripePaymentIntentId: paymentIntentId },
    data: { status: 'REFUNDED', refundedAt: new Date() },
  });
}
