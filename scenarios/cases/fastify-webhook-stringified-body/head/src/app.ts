import sensible from '@fastify/sensible';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import sentry from './plugins/sentry';
import { checkoutRoutes } from './routes/checkout';
import { eventRoutes } from './routes/events';
import { orderRoutes } from './routes/orders';
import { stripeWebhookRoutes } from './routes/webhooks';

export async function buildApp(opts: FastifyServerOptions = {}): Promise<FastifyInstance> {
  const app = Fastify(opts);

  await app.register(sensible);
  await app.register(sentry);

  app.get('/healthz', async () => ({ ok: true }));

  await app.register(eventRoutes, { prefix: '/api/events' });
  await app.register(orderRoutes, { prefix: '/api/orders' });
  await app.register(checkoutRoutes, { prefix: '/api/checkout' });
  await app.register(stripeWebhookRoutes, { prefix: '/webhooks' });

  return app;
}
