import { createHash, randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { sql } from 'kysely';
import { db } from '~/db';
import type { Customer } from '~/db-types';
import type { AuthEnv } from '~/middleware/auth';

export async function resetDb(): Promise<void> {
  await sql`truncate usage_events, invoices, subscriptions, plans, customers cascade`.execute(db);
}

export async function seedCustomer(email = `c-${randomUUID()}@example.com`): Promise<Customer> {
  return db
    .insertInto('customers')
    .values({ name: 'Acme', email, api_key_hash: createHash('sha256').update(randomUUID()).digest('hex') })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A router mounted behind a stand-in for the API-key middleware. */
export function asCustomer(customer: Customer, path: string, router: Hono<AuthEnv>): Hono<AuthEnv> {
  return new Hono<AuthEnv>()
    .use(async (c, next) => {
      c.set('customer', customer);
      await next();
    })
    .route(path, router);
}
