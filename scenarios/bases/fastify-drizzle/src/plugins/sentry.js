// @ts-check
import * as Sentry from '@sentry/node';
import fp from 'fastify-plugin';

/**
 * Error reporting for production. Stays off when SENTRY_DSN is unset
 * (local development and the test suite).
 *
 * @param {import('fastify').FastifyInstance} app
 */
async function sentry(app) {
  var dsn = process.env.SENTRY_DSN;
  if (!dsn) {
    app.log.info('sentry disabled');
    return;
  }
  Sentry.init({
    dsn: dsn,
    environment: process.env.SENTRY_ENVIRONMENT || 'production',
    tracesSampleRate: 0.1,
  });
  app.addHook('onError', function (request, reply, error, done) {
    Sentry.captureException(error, { tags: { route: request.routeOptions.url } });
    done();
  });
}

export default fp(sentry, { name: 'sentry' });
