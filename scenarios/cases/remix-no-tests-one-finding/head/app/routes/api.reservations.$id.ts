import { json, type LoaderFunctionArgs } from '@remix-run/node';
import { db } from '~/lib/db.server';
import { returnBy } from '~/lib/pricing.server';
import { requireCustomer } from '~/lib/session.server';

/** JSON for the account page's live status card: GET /api/reservations/:id */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const customer = await requireCustomer(request);
  const reservation = await db.reservation.findFirst({
    where: { id: params.id, customerId: customer.id },
    include: { gear: { select: { name: true } } },
  });
  if (!reservation) return json({ error: 'not found' }, { status: 404 });

  // Weekend pickups open at 10:00, weekdays at 9:00.
  const pickupAt = new Date(reservation.startDate);
  const weekend = pickupAt.getUTCDay() === 0 || pickupAt.getUTCDay() === 6;
  pickupAt.setUTCHours(weekend ? 10 : 9, 0, 0, 0);
  return json({
    id: reservation.id,
    status: reservation.status,
    gear: reservation.gear.name,
    pickupAt: pickupAt.toISOString(),
    returnBy: returnBy(reservation.startDate, reservation.days).toISOString(),
  });
}
