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
  .get('/:metric/summary', async (c) => {
    const customer = c.get('customer');
    const metric = c.req.param('metric');
    const periodStart = new Date();
    periodStart.setUTCDate(1);
    periodStart.setUTCHours(0, 0, 0, 0);

    const row = await db
      .selectFrom('usage_events')
      .select(sql<number>`coalesce(sum(quantity), 0)::int`.as('units'))
      .where('customer_id', '=', customer.id)
      .where('metric', '=', metric)
      .where('recorded_at', '>=', periodStart)
      .executeTakeFirstOrThrow();
    return c.json({ metric, periodStart: periodStart.toISOString(), units: row.units });
  });
