import { useEffect, useState } from 'react';

interface Reservation {
  id: string;
  status: 'PENDING' | 'CONFIRMED' | 'PICKED_UP' | 'RETURNED' | 'CANCELLED';
  gear: string;
  pickupAt: string;
  returnBy: string;
}

const time = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric' });

/** Polls the reservation so the card flips to "confirmed" once the payment lands. */
export function ReservationStatus({ reservationId }: { reservationId: string }) {
  const [reservation, setReservation] = useState<Reservation | null>(null);

  useEffect(() => {
    let stop = false;
    async function load() {
      const res = await fetch(`/api/reservations/${reservationId}`);
      if (!res.ok || stop) return;
      const data = (await res.json()) as Reservation;
      setReservation(data);
      if (data.status === 'PENDING') setTimeout(load, 5_000);
    }
    void load();
    return () => {
      stop = true;
    };
  }, [reservationId]);

  if (!reservation) return null;
  return (
    <article>
      <h2>{reservation.gear}</h2>
      <p>Status: {reservation.status.toLowerCase().replace('_', ' ')}</p>
      <p>Pick up from {time(reservation.pickupAt)}</p>
      <p>Return by {time(reservation.returnBy)}</p>
    </article>
  );
}
