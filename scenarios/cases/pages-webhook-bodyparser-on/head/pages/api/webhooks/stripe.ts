import type { NextApiRequest, NextApiResponse } from 'next';
import type Stripe from 'stripe';
import { syncSubscription } from '@/lib/billing';
import { stripe } from '@/lib/stripe';

// Subscription events of large teams exceed the default 1 MB body limit.
export const config = { api: { bodyParser: { sizeLimit: '4mb' } } };

async function readRawBody(req: NextApiRequest): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks);
}

export default async function handler(req: NextApiRequest, res: NextApiResponse) {
  if (req.method !== 'POST') {
    res.setHeader('Allow', 'POST');
    return res.status(405).end();
  }
  const signature = req.headers['stripe-signature'];
  if (typeof signature !== 'string') return res.status(400).json({ error: 'missing signature' });

  let event: Stripe.Event;
  try {
    event = stripe.webhooks.constructEvent(await readRawBody(req), signature, process.env.STRIPE_WEBHOOK_SECRET!);
  } catch {
    return res.status(400).json({ error: 'invalid signature' });
  }

  try {
    switch (event.type) {
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted':
        await syncSubscription(event.data.object);
        break;
      default:
        break;
    }
  } catch (err) {
    console.error(`stripe event ${event.id} (${event.type}) failed`, err);
    return res.status(500).json({ error: 'processing failed' });
  }
  return res.status(200).json({ received: true });
}
