import { and, eq, sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import { db } from '@/db';
import { orders, ticketTypes } from '@/db/schema';

function orderIdOf(session: Stripe.Checkout.Session): string {
  const orderId = session.metadata?.orderId;
  if (!orderId) throw new Error(`checkout session ${session.id} carries no orderId`);
  return orderId;
}

/** Marks the order paid and counts its tickets as sold; a redelivered event changes nothing. */
export async function fulfilOrder(session: Stripe.Checkout.Session): Promise<void> {
  const orderId = orderIdOf(session);
  const paymentIntentId =
    typeof session.payment_intent === 'string' ? session.payment_intent : (session.payment_intent?.id ?? null);

  await db.transaction(async (tx) => {
    const [order] = await tx
      .update(orders)
      .set({ status: 'paid', paymentIntentId })
      .where(and(eq(orders.id, orderId), eq(orders.status, 'pending')))
      .returning();
    if (!order) return;
    await tx
      .update(ticketTypes)
      .set({ sold: sql`${ticketTypes.sold} + ${order.quantity}` })
      .where(eq(ticketTypes.id, order.ticketTypeId));
  });
}

/** Releases an abandoned order (Checkout sessions expire after the hold time). */
export async function expireOrder(session: Stripe.Checkout.Session): Promise<void> {
  await db
    .update(orders)
    .set({ status: 'expired' })
    .where(and(eq(orders.id, orderIdOf(session)), eq(orders.status, 'pending')));
}

/** A refund from the dashboard: the order's tickets are void and go back on sale. */
export async function refundOrder(charge: Stripe.Charge): Promise<void> {
  const paymentIntentId = typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.payment_intent?.id;
  if (!paymentIntentId || !charge.refunded) return;
  await db.transaction(async (tx) => {
    const [order] = await tx
      .update(orders)
      .set({ status: 'refunded' })
      .where(and(eq(orders.paymentIntentId, paymentIntentId), eq(orders.status, 'paid')))
      .returning();
    if (!order) return;
    await tx
      .update(ticketTypes)
      .set({ sold: sql`${ticketTypes.sold} - ${order.quantity}` })
      .where(eq(ticketTypes.id, order.ticketTypeId));
  });
}
