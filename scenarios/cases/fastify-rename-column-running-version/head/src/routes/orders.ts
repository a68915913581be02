import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { db } from '@/db';
import { events, orders, ticketTypes } from '@/db/schema';

const Params = z.object({ id: z.string().uuid() });
const Query = z.object({ email: z.string().email() });

export const orderRoutes: FastifyPluginAsync = async (app) => {
  // Order confirmation: the buyer proves the order is theirs with its e-mail address.
  app.get('/:id', async (request, reply) => {
    const { id } = Params.parse(request.params);
    const { email } = Query.parse(request.query);

    const [row] = await db
      .select({ order: orders, ticketType: ticketTypes, event: events })
      .from(orders)
      .innerJoin(ticketTypes, eq(orders.ticketTypeId, ticketTypes.id))
      .innerJoin(events, eq(ticketTypes.eventId, events.id))
      .where(and(eq(orders.id, id), eq(orders.email, email.toLowerCase())))
      .limit(1);
    if (!row) return reply.notFound();

    return {
      id: row.order.id,
      status: row.order.status,
      quantity: row.order.quantity,
      totalCents: row.order.totalCents,
      ticketType: row.ticketType.name,
      event: {
        title: row.event.title,
        venue: row.event.location,
        startsAt: row.event.startsAt.toISOString(),
      },
    };
  });
};
