import type Stripe from 'stripe';
import { env } from '~/env';
import { grantCredits, markOrderFailed, markOrderPaid } from '~/server/fulfilment';
import { stripe } from '~/server/stripe';

export async function POST(request: Request) {
  const signature = request.headers.get('stripe-signature');
  if (!signature) return Response.json({ error: 'missing signature' }, { status: 400 });

  const payload = await request.text();
  let event: Stripe.Event;
  try {
    event = stripe.webhooks.constructEvent(payload, signature, env.STRIPE_WEBHOOK_SECRET);
  } catch {
    return Response.json({ error: 'invalid signature' }, { status: 400 });
  }

  // A throw from here becomes a 500 and Stripe redelivers; the handlers are idempotent.
  await handleEvent(event);
  return Response.json({ received: true });
}

async function handleEvent(event: Stripe.Event): Promise<void> {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = event.data.object;
      if (session.payment_status !== 'paid') return; // async methods settle later
      if (session.metadata?.kind === 'credits') await grantCredits(session);
      else await markOrderPaid(session);
      return;
    }
    case 'checkout.session.async_payment_failed':
      // SEPA debits and bank transfers can fail days after checkout.
      await markOrderFailed(event.data.object);
      return;
    default:
      return;
  }
}
