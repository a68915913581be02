import { useEffect, useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { api, type OrderSummary } from '../api/client';
import { formatCents, formatDate } from '../format';

const STATUS_TEXT: Record<OrderSummary['status'], string> = {
  pending: 'Waiting for payment…',
  paid: 'Paid — your tickets are on their way by e-mail.',
  refunded: 'Refunded.',
  expired: 'This order expired before it was paid.',
};

export function OrderPage() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const email = search.get('email') ?? '';
  const [order, setOrder] = useState<OrderSummary | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    api.orders.get(id, email).then(
      (result) => {
        if (!cancelled) setOrder(result);
      },
      () => setError('We could not find this order.'),
    );
    return () => {
      cancelled = true;
    };
  }, [id, email]);

  if (error) return <p role="alert">{error}</p>;
  if (!order) return <p>Loading…</p>;

  return (
    <main>
      <h1>{order.event.title}</h1>
      <p>
        {order.event.venue}, {formatDate(order.event.startsAt)}
      </p>
      <p>
        {order.quantity} × {order.ticketType}
      </p>
      <p>Total: {formatCents(order.totalCents)}</p>
      <p>{STATUS_TEXT[order.status]}</p>
    </main>
  );
}
