import { createHash } from 'node:crypto';
import { createMiddleware } from 'hono/factory';
import { HTTPException } from 'hono/http-exception';
import { db } from '~/db';
import type { Customer } from '~/db-types';

export type AuthEnv = { Variables: { customer: Customer } };

/** `Authorization: Bearer mk_live_...`: the key is stored hashed. */
export const apiKeyAuth = createMiddleware<AuthEnv>(async (c, next) => {
  const key = c.req.header('authorization')?.replace(/^Bearer\s+/i, '');
  if (!key) throw new HTTPException(401, { message: 'missing API key' });
  const hash = createHash('sha256').update(key).digest('hex');
  const customer = await db.selectFrom('customers').selectAll().where('api_key_hash', '=', hash).executeTakeFirst();
  if (!customer) throw new HTTPException(401, { message: 'invalid API key' });
  c.set('customer', customer);
  await next();
});
