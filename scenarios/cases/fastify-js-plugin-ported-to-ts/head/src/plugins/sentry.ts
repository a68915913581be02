import * as Sentry from '@sentry/node';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

interface SentryOptions {
  tracesSampleRate?: number;
}

/**
 * Error reporting for production. Off when SENTRY_DSN is unset (local development and
 * the test suite). Sentry 8 hooks into Fastify's error handler itself.
 */
export default fp<SentryOptions>(
  async (app: FastifyInstance, opts) => {
    const dsn = process.env.SENTRY_DSN;
    if (!dsn) {
      app.log.info('sentry disabled');
      return;
    }

    Sentry.init({
      dsn,
      environment: process.env.SENTRY_ENVIRONMENT ?? 'production',
      tracesSampleRate: opts.tracesSampleRate ?? 0.1,
      sendDefaultPii: false,
    });
    Sentry.setupFastifyErrorHandler(app);
    app.addHook('onClose', async () => {
      await Sentry.close(2_000);
    });
  },
  { name: 'sentry', fastify: '5.x' },
);
