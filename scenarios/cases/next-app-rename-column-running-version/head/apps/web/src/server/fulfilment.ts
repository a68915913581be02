import type Stripe from 'stripe';
import { db } from './db';

/** The order's Checkout session was paid; idempotent (only AWAITING_PAYMENT orders move). */
export async function markOrderPaid(session: Stripe.Checkout.Session): Promise<void> {
  const orderId = session.metadata?.orderId;
  if (!orderId) throw new Error(`session ${session.id} has no orderId`);
  await db.order.updateMany({
    where: { id: orderId, status: 'AWAITING_PAYMENT' },
    data: { status: 'PAID', checkoutSessionId: session.id },
  });
}

/** Page credits bought with a credit pack (an order of `quantity` pages); idempotent like above. */
export async function grantCredits(session: Stripe.Checkout.Session): Promise<void> {
  const orderId = session.metadata?.orderId;
  if (!orderId) throw new Error(`session ${session.id} has no orderId`);
  await db.$transaction(async (tx) => {
    const claimed = await tx.order.updateMany({
      where: { id: orderId, status: 'AWAITING_PAYMENT' },
      data: { status: 'PAID', checkoutSessionId: session.id },
    });
    if (claimed.count === 0) return;
    const order = await tx.order.findUniqueOrThrow({ where: { id: orderId } });
    await tx.user.update({ where: { id: order.userId }, data: { credits: { increment: order.quantity } } });
  });
}
