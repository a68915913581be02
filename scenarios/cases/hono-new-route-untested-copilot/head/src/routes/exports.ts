import { zValidator } from '@hono/zod-validator';
import { Hono } from 'hono';
import { stream } from 'hono/streaming';
import { z } from 'zod';
import { db } from '~/db';
import type { AuthEnv } from '~/middleware/auth';

const Query = z.object({
  from: z.coerce.date(),
  to: z.coerce.date(),
  metric: z.string().regex(/^[a-z_]{1,40}$/).optional(),
});

function csvCell(value: string | number): string {
  const text = String(value);
  return /[",\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Raw usage events as CSV, for customers who reconcile invoices in a spreadsheet. */
export const usageExports = new Hono<AuthEnv>().get('/usage.csv', zValidator('query', Query), (c) => {
  const customer = c.get('customer');
  const { from, to, metric } = c.req.valid('query');
  if (to <= from) return c.json({ error: '`to` must be after `from`' }, 400);

  c.header('content-type', 'text/csv; charset=utf-8');
  c.header('content-disposition', `attachment; filename="usage-${from.toISOString().slice(0, 10)}.csv"`);
  return stream(c, async (out) => {
    await out.write('recorded_at,metric,quantity,idempotency_key\n');
    let query = db
      .selectFrom('usage_events')
      .select(['recorded_at', 'metric', 'quantity', 'idempotency_key'])
      .where('customer_id', '=', customer.id)
      .where('recorded_at', '>=', from)
      .where('recorded_at', '<', to)
      .orderBy('recorded_at');
    if (metric) query = query.where('metric', '=', metric);
    for await (const row of query.stream(500)) {
      const cells = [new Date(row.recorded_at).toISOString(), row.metric, row.quantity, row.idempotency_key];
      await out.write(`${cells.map(csvCell).join(',')}\n`);
    }
  });
});
