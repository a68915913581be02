import { stripeMiddlewareConfigFn, stripeWebhook } from './stripe/webhook';

export const paymentProcessor = {
  id: 'stripe' as const,
  webhook: stripeWebhook,
  webhookMiddlewareConfigFn: stripeMiddlewareConfigFn,
};
