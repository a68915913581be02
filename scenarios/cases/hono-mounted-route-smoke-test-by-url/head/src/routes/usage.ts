import { zValidator } from '@hono/zod-validator';
import { Hono } from 'hono';
import { sql } from 'kysely';
import { z } from 'zod';
import { db } from '~/db';
import type { AuthEnv } from '~/middleware/auth';

const UsageEvent = z.object({
  metric: z.string().regex(/^[a-z_]{1,40}$/),
  quantity: z.number().int().positive().max(1_000_000),
  idempotencyKey: z.string().min(8).max(100),
});

const SummaryQuery = z.object({ period: z.enum(['current', 'previous']).default('current') });

/** The calendar month (UTC) that holds `now`, or the one before it. */
function billingPeriod(now: Date, period: 'current' | 'previous'): { start: Date; end: Date } {
  const offset = period === 'previous' ? -1 : 0;
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1));
  const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset + 1, 1));
  return { start, end };
}

export const usage = new Hono<AuthEnv>()
  .post('/', zValidator('json', UsageEvent), async (c) => {
    const customer = c.get('customer');
    const body = c.req.valid('json');
    await db
      .insertInto('usage_events')
      .values({
        customer_id: customer.id,
        metric: body.metric,
        quantity: body.quantity,
        idempotency_key: body.idempotencyKey,
      })
      .onConflict((oc) => oc.columns(['customer_id', 'idempotency_key']).doNothing())
      .execute();
    return c.json({ accepted: true }, 202);
  })
  .get('/:metric/summary', zValidator('query', SummaryQuery), async (c) => {
    const customer = c.get('customer');
    const metric = c.req.param('metric');
    const { period } = c.req.valid('query');
    const { start, end } = billingPeriod(new Date(), period);

    const row = await db
      .selectFrom('usage_events')
      .select(sql<number>`coalesce(sum(quantity), 0)::int`.as('units'))
      .where('customer_id', '=', customer.id)
      .where('metric', '=', metric)
      .where('recorded_at', '>=', start)
      .where('recorded_at', '<', end)
      .executeTakeFirstOrThrow();
    return c.json({ metric, period, periodStart: start.toISOString(), periodEnd: end.toISOString(), units: row.units });
  });
