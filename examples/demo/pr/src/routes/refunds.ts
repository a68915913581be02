import { Router } from 'express';
import { config } from '../config';
import { prisma } from '../lib/db';
import { stripe } from '../lib/stripe';

export const refundsRouter = Router();

refundsRouter.post('/:orderId', async (req, res, next) => {
  try {
    const order = await prisma.order.findUnique({ where: { id: req.params.orderId } });
    if (!order || order.status !== 'PAID' || !order.stripePaymentIntentId) {
      return res.status(404).json({ error: 'order_not_refundable' });
    }
    const ageDays = (Date.now() - order.createdAt.getTime()) / 86_400_000;
    if (ageDays > config.refundWindowDays) {
      return res.status(409).json({ error: 'refund_window_closed' });
    }
    const refund = await stripe.refunds.create({ payment_intent: order.stripePaymentIntentId });
    res.json({ refundId: refund.id, status: refund.status });
  } catch (err) {
    next(err);
  }
});
