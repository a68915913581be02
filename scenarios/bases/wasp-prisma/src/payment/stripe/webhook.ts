import express from 'express';
import type Stripe from 'stripe';
import type { MiddlewareConfigFn } from 'wasp/server';
import type { PaymentsWebhook } from 'wasp/server/api';
import { requireEnv } from '../../server/env';
import { planIdForPrice } from '../plans';
import { stripe } from './stripeClient';

export const stripeMiddlewareConfigFn: MiddlewareConfigFn = (config) => {
  config.delete('express.json');
  config.set('express.raw', express.raw({ type: 'application/json' }));
  return config;
};

export const stripeWebhook: PaymentsWebhook = async (request, response, context) => {
  let event: Stripe.Event;
  try {
    event = stripe.webhooks.constructEvent(
      request.body,
      request.headers['stripe-signature'] as string,
      requireEnv('STRIPE_WEBHOOK_SECRET'),
    );
  } catch {
    return response.status(400).json({ error: 'invalid signature' });
  }
  try {
    switch (event.type) {
      case 'invoice.paid':
        await handleInvoicePaid(event.data.object, context.entities.User);
        break;
      default:
        break;
    }
  } catch (error) {
    console.error('Stripe webhook processing failed', error);
    return response.status(500).json({ error: 'processing failed' });
  }
  return response.status(204).send();
};

async function handleInvoicePaid(invoice: Stripe.Invoice, users: any) {
  const priceId = invoice.lines.data[0]?.price?.id ?? '';
  const plan = planIdForPrice(priceId);
  await users.update({
    where: { paymentProcessorUserId: invoice.customer as string },
    data: plan === 'credits10' ? { credits: { increment: 10 } } : { subscriptionPlan: plan, subscriptionStatus: 'active' },
  });
}
