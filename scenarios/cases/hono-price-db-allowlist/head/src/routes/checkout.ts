import { zValidator } from '@hono/zod-validator';
import { Hono } from 'hono';
import { z } from 'zod';
import { db } from '~/db';
import { env } from '~/env';
import { stripe } from '~/lib/stripe';
import type { AuthEnv } from '~/middleware/auth';

// The pricing page renders monthly and yearly prices, so it posts the price id the
// customer clicked; only prices of plans we sell are accepted.
const Body = z.object({ priceId: z.string().startsWith('price_') });

export const checkout = new Hono<AuthEnv>().post('/', zValidator('json', Body), async (c) => {
  const customer = c.get('customer');
  const { priceId } = c.req.valid('json');

  const plan = await db
    .selectFrom('plans')
    .select(['key', 'stripe_price_id'])
    .where('stripe_price_id', '=', priceId)
    .where('active', '=', true)
    .executeTakeFirst();
  if (!plan) return c.json({ error: 'this price is not for sale' }, 400);

  try {
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      customer: customer.stripe_customer_id ?? undefined,
      customer_email: customer.stripe_customer_id ? undefined : customer.email,
      client_reference_id: customer.id,
      line_items: [{ price: priceId, quantity: 1 }],
      subscription_data: { metadata: { customerId: customer.id, plan: plan.key } },
      success_url: `${env.APP_BASE_URL}/billing?checkout=success`,
      cancel_url: `${env.APP_BASE_URL}/billing`,
    });
    return c.json({ url: session.url });
  } catch (err) {
    console.error('checkout session failed', err);
    return c.json({ error: 'payment provider unavailable' }, 502);
  }
});
