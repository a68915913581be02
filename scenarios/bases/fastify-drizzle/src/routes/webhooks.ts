import type { FastifyPluginAsync } from 'fastify';
import type Stripe from 'stripe';
import { config } from '@/config';
import { stripe } from '@/lib/stripe';
import { expireOrder, fulfilOrder } from '@/services/fulfilment';

export const stripeWebhookRoutes: FastifyPluginAsync = async (app) => {
  // The signature covers the bytes Stripe sent: fastify-raw-body keeps them for this route.
  app.post('/stripe', { config: { rawBody: true } }, async (request, reply) => {
    const signature = request.headers['stripe-signature'];
    if (typeof signature !== 'string' || !request.rawBody) {
      return reply.code(400).send({ error: 'missing signature' });
    }

    let event: Stripe.Event;
    try {
      event = stripe.webhooks.constructEvent(request.rawBody, signature, config.STRIPE_WEBHOOK_SECRET);
    } catch (err) {
      request.log.warn({ err }, 'rejected stripe webhook');
      return reply.code(400).send({ error: 'invalid signature' });
    }

    // A failure below propagates to Fastify's error handler (500) and Stripe retries;
    // both handlers are safe to run again for the same session.
    switch (event.type) {
      case 'checkout.session.completed':
        await fulfilOrder(event.data.object);
        break;
      case 'checkout.session.expired':
        await expireOrder(event.data.object);
        break;
      default:
        request.log.debug({ type: event.type }, 'ignored stripe event');
    }
    return reply.send({ received: true });
  });
};
