import { zValidator } from '@hono/zod-validator';
import { Hono } from 'hono';
import { z } from 'zod';
import { db } from '~/db';
import { env } from '~/env';
import { stripe } from '~/lib/stripe';
import type { AuthEnv } from '~/middleware/auth';

const Body = z.object({ plan: z.string().min(1).max(40) });

export const checkout = new Hono<AuthEnv>().post('/', zValidator('json', Body), async (c) => {
  const customer = c.get('customer');
  const { plan: planKey } = c.req.valid('json');

  const plan = await db
    .selectFrom('plans')
    .select(['key', 'stripe_price_id'])
    .where('key', '=', planKey)
    .where('active', '=', true)
    .executeTakeFirst();
  if (!plan) return c.json({ error: 'unknown plan' }, 400);

  try {
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      customer: customer.stripe_customer_id ?? undefined,
      customer_email: customer.stripe_customer_id ? undefined : customer.email,
      client_reference_id: customer.id,
      line_items: [{ price: plan.stripe_price_id, quantity: 1 }],
      subscription_data: { metadata: { customerId: customer.id, plan: plan.key } },
      success_url: `${env.APP_BASE_URL}/billing?checkout=success`,
      cancel_url: `${env.APP_BASE_URL}/billing`,
    });
    return c.json({ url: session.url });
  } catch (err) {
    return c.json({ error: 'payment provider unavailable' }, 502);
  }
});
