import { useEffect, useState, type FormEvent } from 'react';
import { useParams } from 'react-router-dom';
import { api, type EventDetail } from '../api/client';
import { formatCents, formatDate } from '../format';

export function EventPage() {
  const { slug = '' } = useParams();
  const [event, setEvent] = useState<EventDetail | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    api.events.get(slug).then(setEvent, () => setEvent(null));
  }, [slug]);

  async function buy(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    setBusy(true);
    try {
      const { url } = await api.checkout.start({
        ticketTypeId: String(form.get('ticketTypeId')),
        quantity: Number(form.get('quantity')),
        email: String(form.get('email')),
      });
      window.location.assign(url);
    } finally {
      setBusy(false);
    }
  }

  if (!event) return <p>Loading…</p>;
  const onSale = event.status === 'on_sale';

  return (
    <main>
      <h1>{event.title}</h1>
      <p>
        {event.venue}, {formatDate(event.startsAt)}
      </p>
      {!onSale && <p>{event.status === 'sold_out' ? 'Sold out' : 'Cancelled'}</p>}
      <form onSubmit={buy}>
        <select name="ticketTypeId">
          {event.ticketTypes.map((t) => (
            <option key={t.id} value={t.id} disabled={t.remaining === 0}>
              {t.name} — {formatCents(t.priceCents)} ({t.remaining} left)
            </option>
          ))}
        </select>
        <input name="quantity" type="number" min={1} max={10} defaultValue={1} />
        <input name="email" type="email" required />
        <button disabled={!onSale || busy}>Buy tickets</button>
      </form>
    </main>
  );
}
