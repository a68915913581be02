import type Stripe from 'stripe';
import { db } from '~/db';

/** Checkout finished: remember the customer's Stripe id (the subscription arrives on its own event). */
export async function linkCustomer(session: Stripe.Checkout.Session): Promise<void> {
  const customerId = session.client_reference_id;
  const stripeCustomerId = typeof session.customer === 'string' ? session.customer : session.customer?.id;
  if (!customerId || !stripeCustomerId) throw new Error(`checkout session ${session.id} is not linked to a customer`);
  await db
    .updateTable('customers')
    .set({ stripe_customer_id: stripeCustomerId })
    .where('id', '=', customerId)
    .execute();
}

/** Created, updated or deleted: the row mirrors Stripe's latest state (upsert on the Stripe id). */
export async function syncSubscription(sub: Stripe.Subscription): Promise<void> {
  const customerId = sub.metadata.customerId;
  const planKey = sub.metadata.plan;
  if (!customerId || !planKey) throw new Error(`subscription ${sub.id} has no customer/plan metadata`);
  const row = {
    stripe_subscription_id: sub.id,
    customer_id: customerId,
    plan_key: planKey,
    status: sub.status,
    current_period_end: new Date(sub.current_period_end * 1000),
  };
  await db
    .insertInto('subscriptions')
    .values(row)
    .onConflict((oc) => oc.column('stripe_subscription_id').doUpdateSet(row))
    .execute();
}

/** A Stripe invoice was paid: mark ours paid (keyed by the Stripe invoice id). */
export async function recordInvoicePaid(invoice: Stripe.Invoice): Promise<void> {
  const number = invoice.metadata?.meterlyInvoice;
  if (!number) throw new Error(`invoice ${invoice.id} has no meterlyInvoice metadata`);
  const result = await db
    .updateTable('invoices')
    .set({ status: 'paid', stripe_invoice_id: invoice.id, paid_at: new Date((invoice.status_transitions.paid_at ?? 0) * 1000) })
    .where('number', '=', number)
    .executeTakeFirst();
  if (result.numUpdatedRows === 0n) throw new Error(`no invoice ${number}`);
}
