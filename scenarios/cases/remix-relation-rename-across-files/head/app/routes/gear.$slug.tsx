import { type ActionFunctionArgs, json, type LoaderFunctionArgs, redirect } from '@remix-run/node';
import { Form, useActionData, useLoaderData } from '@remix-run/react';
import { z } from 'zod';
import { db } from '~/lib/db.server';
import { env } from '~/lib/env.server';
import { requireCustomer } from '~/lib/session.server';
import { stripe } from '~/lib/stripe.server';

const ReserveForm = z.object({
  startDate: z.coerce.date().min(new Date(Date.now() - 86_400_000), 'Pick a date from today on'),
  days: z.coerce.number().int().min(1).max(21),
});

export async function loader({ params }: LoaderFunctionArgs) {
  const gear = await db.gear.findUnique({
    where: { slug: params.slug },
    select: {
      slug: true,
      name: true,
      description: true,
      dailyRateCents: true,
      active: true,
      bookings: {
        where: { status: { in: ['CONFIRMED', 'PICKED_UP'] }, startDate: { gte: new Date() } },
        select: { startDate: true, days: true },
        orderBy: { startDate: 'asc' },
      },
    },
  });
  if (!gear || !gear.active) throw new Response('Not found', { status: 404 });
  const { bookings, ...rest } = gear;
  return json({ gear: rest, booked: bookings.map((b) => ({ from: b.startDate, days: b.days })) });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const customer = await requireCustomer(request);
  const parsed = ReserveForm.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return json({ errors: parsed.error.flatten().fieldErrors }, { status: 400 });

  const gear = await db.gear.findUnique({ where: { slug: params.slug } });
  if (!gear || !gear.active) throw new Response('Not found', { status: 404 });

  const { startDate, days } = parsed.data;
  const reservation = await db.reservation.create({
    data: {
      gearId: gear.id,
      customerId: customer.id,
      startDate,
      days,
      totalCents: gear.dailyRateCents * days,
    },
  });

  const session = await stripe.checkout.sessions.create(
    {
      mode: 'payment',
      customer_email: customer.email,
      line_items: [
        {
          quantity: days,
          price_data: {
            currency: 'usd',
            unit_amount: gear.dailyRateCents,
            product_data: { name: `${gear.name} — rental day` },
          },
        },
      ],
      metadata: { reservationId: reservation.id },
      success_url: `${env.PUBLIC_URL}/account?reserved=${reservation.id}`,
      cancel_url: `${env.PUBLIC_URL}/gear/${gear.slug}`,
    },
    { idempotencyKey: `reservation-${reservation.id}-checkout` },
  );
  return redirect(session.url!);
}

export default function GearPage() {
  const { gear } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <main>
      <h1>{gear.name}</h1>
      <p>{gear.description}</p>
      <p>${(gear.dailyRateCents / 100).toFixed(2)} per day</p>
      <Form method="post">
        <input type="date" name="startDate" required />
        <input type="number" name="days" min={1} max={21} defaultValue={2} />
        <button>Reserve and pay</button>
        {result?.errors && <p role="alert">{Object.values(result.errors).flat().join(' ')}</p>}
      </Form>
    </main>
  );
}
