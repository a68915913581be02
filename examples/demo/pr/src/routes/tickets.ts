import { Router } from 'express';
import { z } from 'zod';
import { prisma } from '../lib/db';
import { stripe } from '../lib/stripe';

const checkoutRequest = z.object({
  eventId: z.string().min(1),
  email: z.string().email(),
  quantity: z.number().int().min(1).max(8),
});

export const ticketsRouter = Router();

ticketsRouter.post('/checkout', async (req, res, next) => {
  const parsed = checkoutRequest.safeParse(req.body);
  if (!parsed.success) {
    return res.status(400).json({ error: 'invalid_request' });
  }
  const { eventId, email, quantity } = parsed.data;
  try {
    const event = await prisma.event.findUnique({ where: { id: eventId } });
    if (!event) {
      return res.status(404).json({ error: 'event_not_found' });
    }
    const order = await prisma.order.create({
      data: { eventId, email, quantity, amountCents: event.priceCents * quantity },
    });
    const paymentIntent = await stripe.paymentIntents.create(
      {
        amount: order.amountCents,
        currency: event.currency,
        receipt_email: email,
        automatic_payment_methods: { enabled: true },
        metadata: { orderId: order.id },
      },
      { idempotencyKey: `order-${order.id}` },
    );
    await prisma.order.update({ where: { id: order.id }, data: { stripePaymentIntentId: paymentIntent.id } });
    res.status(201).json({ orderId: order.id, paymentClientSecret: paymentIntent.client_secret });
  } catch (err) {
    next(err);
  }
});
