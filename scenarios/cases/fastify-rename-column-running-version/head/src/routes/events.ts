import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { db } from '@/db';
import { events, ticketTypes } from '@/db/schema';

const Params = z.object({ slug: z.string().min(1).max(120) });

export const eventRoutes: FastifyPluginAsync = async (app) => {
  // Public event page: what is on sale and how many tickets are left.
  app.get('/:slug', async (request, reply) => {
    const { slug } = Params.parse(request.params);
    const event = await db.query.events.findFirst({ where: eq(events.slug, slug) });
    if (!event || event.status === 'draft') return reply.notFound();

    const types = await db.select().from(ticketTypes).where(eq(ticketTypes.eventId, event.id));
    return {
      slug: event.slug,
      title: event.title,
      venue: event.location,
      startsAt: event.startsAt.toISOString(),
      status: event.status,
      ticketTypes: types.map((t) => ({
        id: t.id,
        name: t.name,
        priceCents: t.priceCents,
        remaining: Math.max(0, t.capacity - t.sold),
      })),
    };
  });
};
