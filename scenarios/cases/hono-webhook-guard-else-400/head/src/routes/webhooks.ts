import { Hono } from 'hono';
import type Stripe from 'stripe';
import { env } from '~/env';
import { stripe } from '~/lib/stripe';
import { linkCustomer, recordInvoicePaid, syncSubscription } from '~/services/invoicing';

/** The events this endpoint is subscribed to in the Stripe dashboard. */
const RELEVANT_EVENTS = new Set<Stripe.Event.Type>([
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
]);

export const webhooks = new Hono().post('/stripe', async (c) => {
  const signature = c.req.header('stripe-signature');
  if (!signature) return c.json({ error: 'missing signature' }, 400);

  // The text body is the payload exactly as sent; the async verifier works on any runtime.
  const payload = await c.req.text();
  let event: Stripe.Event;
  try {
    event = await stripe.webhooks.constructEventAsync(payload, signature, env.STRIPE_WEBHOOK_SECRET);
  } catch {
    return c.json({ error: 'invalid signature' }, 400);
  }

  if (RELEVANT_EVENTS.has(event.type)) {
    // A thrown error reaches Hono's error handler (500) and Stripe retries.
    switch (event.type) {
      case 'checkout.session.completed':
        await linkCustomer(event.data.object);
        break;
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted':
        await syncSubscription(event.data.object);
        break;
      case 'invoice.paid':
        await recordInvoicePaid(event.data.object);
        break;
      default:
        throw new Error(`relevant event ${event.type} has no handler`);
    }
  } else {
    // Surface endpoints subscribed to more events than we handle: they show up as
    // failed deliveries in the Stripe dashboard.
    console.warn(`unexpected Stripe event ${event.type} (${event.id})`);
    return c.json({ error: `unsupported event type ${event.type}` }, 400);
  }
  return c.json({ received: true });
});
