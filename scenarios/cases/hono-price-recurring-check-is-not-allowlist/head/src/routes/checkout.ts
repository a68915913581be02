import { zValidator } from '@hono/zod-validator';
import { Hono } from 'hono';
import { z } from 'zod';
import { env } from '~/env';
import { stripe } from '~/lib/stripe';
import type { AuthEnv } from '~/middleware/auth';

// The pricing page renders monthly and yearly prices straight from Stripe, so it posts
// the price id the customer clicked.
const Body = z.object({ priceId: z.string().startsWith('price_') });

export const checkout = new Hono<AuthEnv>().post('/', zValidator('json', Body), async (c) => {
  const customer = c.get('customer');
  const { priceId } = c.req.valid('json');

  try {
    const price = await stripe.prices.retrieve(priceId, { expand: ['product'] });
    if (price.type !== 'recurring') return c.json({ error: 'not a subscription price' }, 400);

    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      customer: customer.stripe_customer_id ?? undefined,
      customer_email: customer.stripe_customer_id ? undefined : customer.email,
      client_reference_id: customer.id,
      line_items: [{ price: priceId, quantity: 1 }],
      subscription_data: { metadata: { customerId: customer.id, plan: price.lookup_key ?? price.id } },
      success_url: `${env.APP_BASE_URL}/billing?checkout=success`,
      cancel_url: `${env.APP_BASE_URL}/billing`,
    });
    return c.json({ url: session.url });
  } catch (err) {
    console.error('checkout session failed', err);
    return c.json({ error: 'payment provider unavailable' }, 502);
  }
});
