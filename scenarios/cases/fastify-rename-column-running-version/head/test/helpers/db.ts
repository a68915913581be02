import { sql } from 'drizzle-orm';
import { db } from '@/db';
import { events, orders, ticketTypes } from '@/db/schema';

export async function resetDb(): Promise<void> {
  await db.execute(sql`truncate table orders, ticket_types, events restart identity cascade`);
}

export async function createTicketType(opts: { priceCents?: number; capacity?: number; sold?: number } = {}) {
  const [event] = await db
    .insert(events)
    .values({
      slug: `gig-${Math.random().toString(36).slice(2, 8)}`,
      title: 'Night Shift Orchestra',
      location: 'Paradiso',
      startsAt: new Date('2030-03-01T20:00:00Z'),
      status: 'on_sale',
    })
    .returning();
  const [ticketType] = await db
    .insert(ticketTypes)
    .values({
      eventId: event.id,
      name: 'Standing',
      priceCents: opts.priceCents ?? 2500,
      capacity: opts.capacity ?? 100,
      sold: opts.sold ?? 0,
    })
    .returning();
  return { event, ticketType };
}

export async function createOrder(opts: { email: string; quantity: number }) {
  const { ticketType } = await createTicketType();
  const [order] = await db
    .insert(orders)
    .values({
      ticketTypeId: ticketType.id,
      email: opts.email,
      quantity: opts.quantity,
      totalCents: ticketType.priceCents * opts.quantity,
    })
    .returning();
  return order;
}
