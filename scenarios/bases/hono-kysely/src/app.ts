import { Hono } from 'hono';
import { logger } from 'hono/logger';
import { api } from './routes/api';
import { webhooks } from './routes/webhooks';

export const app = new Hono()
  .use(logger())
  .get('/healthz', (c) => c.json({ ok: true }))
  .route('/api', api)
  .route('/webhooks', webhooks);

export type AppType = typeof app;
