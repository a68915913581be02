import { Hono } from 'hono';
import { type AuthEnv, apiKeyAuth } from '~/middleware/auth';
import { checkout } from './checkout';
import { usageExports } from './exports';
import { invoices } from './invoices';
import { usage } from './usage';

export const api = new Hono<AuthEnv>()
  .use('*', apiKeyAuth)
  .route('/usage', usage)
  .route('/invoices', invoices)
  .route('/checkout', checkout)
  .route('/exports', usageExports);
