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

  // Pickup is a window now: 9:00 to 12:00 on the first day.
  const pickupWindowStart = new Date(reservation.startDate);
  pickupWindowStart.setUTCHours(9, 0, 0, 0);
  const pickupWindowEnd = new Date(pickupWindowStart);
  pickupWindowEnd.setUTCHours(12, 0, 0, 0);
  return json({
    id: reservation.id,
    status: reservation.status,
    gear: reservation.gear.name,
    pickupWindowStart: pickupWindowStart.toISOString(),
    pickupWindowEnd: pickupWindowEnd.toISOString(),
    returnBy: returnBy(reservation.startDate, reservation.days).toISOString(),
  });
}
