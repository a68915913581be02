import { Router } from 'express';
import type Stripe from 'stripe';
import { config } from '../config';
import { stripe } from '../lib/stripe';
import { markOrderPaid, markOrderRefunded } from '../services/orders';

export const webhookRouter = Router();

webhookRouter.post('/', async (req, res) => {
  const signature = req.header('stripe-signature');
  if (!signature) {
    return res.status(400).json({ error: 'missing_signature' });
  }
  let event: Stripe.Event;
  try {
    event = stripe.webhooks.constructEvent(req.body, signature, config.stripeWebhookSecret);
  } catch {
    return res.status(400).json({ error: 'invalid_signature' });
  }

  try {
    switch (event.type) {
      case 'payment_intent.succeeded':
        await markOrderPaid(event.data.object);
        break;
      case 'charge.refunded':
        await markOrderRefunded(event.data.object);
        break;
      default:
        break;
    }
  } catch (err) {
    // Don't make Stripe retry: log it and acknowledge.
    console.error(`Failed to process ${event.type} ${event.id}`, err);
  }
  res.json({ received: true });
});
