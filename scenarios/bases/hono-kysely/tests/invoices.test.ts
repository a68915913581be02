import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '~/db';
import { invoices } from '~/routes/invoices';
import { asCustomer, resetDb, seedCustomer } from './helpers/db';

describe('invoices', () => {
  beforeEach(resetDb);

  it('lists only the customer’s own invoices', async () => {
    const mine = await seedCustomer();
    const theirs = await seedCustomer();
    await db
      .insertInto('invoices')
      .values([
        { customer_id: mine.id, number: 'MTR-0001', total_cents: 4200 },
        { customer_id: theirs.id, number: 'MTR-0002', total_cents: 990 },
      ])
      .execute();

    const res = await asCustomer(mine, '/invoices', invoices).request('/invoices');
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.invoices).toEqual([expect.objectContaining({ number: 'MTR-0001', totalCents: 4200 })]);
  });

  it('answers 404 for another customer’s invoice', async () => {
    const mine = await seedCustomer();
    const theirs = await seedCustomer();
    const other = await db
      .insertInto('invoices')
      .values({ customer_id: theirs.id, number: 'MTR-0003', total_cents: 100 })
      .returning('id')
      .executeTakeFirstOrThrow();

    const res = await asCustomer(mine, '/invoices', invoices).request(`/invoices/${other.id}`);
    expect(res.status).toBe(404);
  });
});
