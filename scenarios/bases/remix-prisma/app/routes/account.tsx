import { json, type LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { ReservationStatus } from '~/components/ReservationStatus';
import { db } from '~/lib/db.server';
import { requireCustomer } from '~/lib/session.server';

export async function loader({ request }: LoaderFunctionArgs) {
  const customer = await requireCustomer(request);
  const reservations = await db.reservation.findMany({
    where: { customerId: customer.id },
    select: { id: true },
    orderBy: { startDate: 'desc' },
    take: 20,
  });
  return json({ name: customer.name, reservationIds: reservations.map((r) => r.id) });
}

export default function Account() {
  const { name, reservationIds } = useLoaderData<typeof loader>();
  return (
    <main>
      <h1>Hi {name}</h1>
      {reservationIds.map((id) => (
        <ReservationStatus key={id} reservationId={id} />
      ))}
    </main>
  );
}
