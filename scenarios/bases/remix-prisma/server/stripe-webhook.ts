import { Router } from 'express';
import type Stripe from 'stripe';
import { db } from '../app/lib/db.server';
import { env } from '../app/lib/env.server';
import { stripe } from '../app/lib/stripe.server';

/** Mounted by server.ts at /hooks behind express.raw(): req.body is the signed Buffer. */
export const stripeHooks = Router();

stripeHooks.post('/stripe', async (req, res) => {
  const signature = req.header('stripe-signature');
  if (!signature) return res.status(400).send('missing signature');

  let event: Stripe.Event;
  try {
    event = stripe.webhooks.constructEvent(req.body, signature, env.STRIPE_WEBHOOK_SECRET);
  } catch {
    return res.status(400).send('invalid signature');
  }

  try {
    if (event.type === 'checkout.session.completed') {
      const session = event.data.object;
      const reservationId = session.metadata?.reservationId;
      if (!reservationId) throw new Error(`session ${session.id} has no reservationId`);
      await db.reservation.updateMany({
        where: { id: reservationId, status: 'PENDING' },
        data: { status: 'CONFIRMED', stripeSessionId: session.id },
      });
    }
  } catch (err) {
    console.error(`stripe event ${event.id} failed`, err);
    return res.status(500).send('processing failed');
  }
  return res.json({ received: true });
});
