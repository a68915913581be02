import type { FastifyInstance } from 'fastify';
import { buildApp } from '@/app';

/** The whole application as production builds it, ready for `app.inject()`. */
export async function buildTestApp(): Promise<FastifyInstance> {
  const app = await buildApp({ logger: false });
  await app.ready();
  return app;
}
