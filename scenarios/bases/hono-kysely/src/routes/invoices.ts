import { Hono } from 'hono';
import { db } from '~/db';
import type { AuthEnv } from '~/middleware/auth';

export const invoices = new Hono<AuthEnv>()
  .get('/', async (c) => {
    const rows = await db
      .selectFrom('invoices')
      .select(['id', 'number', 'status', 'total_cents', 'created_at'])
      .where('customer_id', '=', c.get('customer').id)
      .orderBy('created_at', 'desc')
      .limit(50)
      .execute();
    return c.json({
      invoices: rows.map((r) => ({ id: r.id, number: r.number, status: r.status, totalCents: r.total_cents })),
    });
  })
  .get('/:id', async (c) => {
    const invoice = await db
      .selectFrom('invoices')
      .select(['id', 'number', 'status', 'total_cents', 'memo', 'paid_at', 'created_at'])
      .where('id', '=', c.req.param('id'))
      .where('customer_id', '=', c.get('customer').id)
      .executeTakeFirst();
    if (!invoice) return c.json({ error: 'not found' }, 404);
    return c.json({
      id: invoice.id,
      number: invoice.number,
      status: invoice.status,
      totalCents: invoice.total_cents,
      memo: invoice.memo,
      paidAt: invoice.paid_at,
      issuedAt: invoice.created_at,
    });
  });
