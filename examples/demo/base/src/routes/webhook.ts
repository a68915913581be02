import { Router } from 'express';
import type Stripe from 'stripe';
import { config } from '../config';
import { stripe } from '../lib/stripe';
import { markOrderPaid } from '../services/orders';

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
      default:
        break;
    }
  } catch (err) {
    console.error(`Failed to process ${event.type} ${event.id}`, err);
    return res.status(500).json({ error: 'processing_failed' });
  }
  res.json({ received: true });
});
