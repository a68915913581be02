import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { config } from '@/config';
import { db } from '@/db';
import { events, orders, ticketTypes } from '@/db/schema';
import { stripe } from '@/lib/stripe';

const Body = z.object({
  ticketTypeId: z.string().uuid(),
  quantity: z.number().int().min(1).max(10),
  email: z.string().email(),
});

export const checkoutRoutes: FastifyPluginAsync = async (app) => {
  app.post('/', async (request, reply) => {
    const body = Body.parse(request.body);

    const [row] = await db
      .select({ ticketType: ticketTypes, event: events })
      .from(ticketTypes)
      .innerJoin(events, eq(ticketTypes.eventId, events.id))
      .where(eq(ticketTypes.id, body.ticketTypeId))
      .limit(1);
    if (!row || row.event.status !== 'on_sale') return reply.notFound('These tickets are not on sale');
    if (row.ticketType.capacity - row.ticketType.sold < body.quantity) {
      return reply.conflict('Not enough tickets left');
    }

    const [order] = await db
      .insert(orders)
      .values({
        ticketTypeId: row.ticketType.id,
        email: body.email.toLowerCase(),
        quantity: body.quantity,
        totalCents: row.ticketType.priceCents * body.quantity,
      })
      .returning();

    try {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          customer_email: order.email,
          line_items: [
            {
              quantity: order.quantity,
              price_data: {
                currency: 'eur',
                unit_amount: row.ticketType.priceCents,
                product_data: { name: `${row.event.title} – ${row.ticketType.name}` },
              },
            },
          ],
          metadata: { orderId: order.id },
          expires_at: Math.floor(Date.now() / 1000) + config.CHECKOUT_HOLD_MINUTES * 60,
          success_url: `${config.APP_URL}/orders/${order.id}?email=${encodeURIComponent(order.email)}`,
          cancel_url: `${config.APP_URL}/events/${row.event.slug}`,
        },
        { idempotencyKey: `order-${order.id}-checkout` },
      );
      await db.update(orders).set({ checkoutSessionId: session.id }).where(eq(orders.id, order.id));
      return reply.code(201).send({ orderId: order.id, url: session.url });
    } catch (err) {
      request.log.error({ err, orderId: order.id }, 'could not create checkout session');
      return reply.badGateway('The payment provider is unavailable, please try again');
    }
  });
};
