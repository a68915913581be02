'use client';

import { api } from '~/trpc/react';

const euros = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' });

export function OrderSummary({ orderId }: { orderId: string }) {
  const { data: order, isLoading, error } = api.orders.byId.useQuery({ id: orderId });
  const pay = api.checkout.createSession.useMutation({ onSuccess: ({ url }) => window.location.assign(url) });

  if (isLoading) return <p>Loading order…</p>;
  if (error || !order) return <p role="alert">Order not found.</p>;

  return (
    <section>
      <h1>
        {order.quantity} × {order.paperSize}
      </h1>
      <p>Total {euros.format(order.totalCents / 100)}</p>
      <p>Status: {order.status.toLowerCase().replace('_', ' ')}</p>
      {(order.status === 'DRAFT' || order.status === 'AWAITING_PAYMENT') && (
        <button onClick={() => pay.mutate({ orderId: order.id })} disabled={pay.isPending}>
          Pay now
        </button>
      )}
    </section>
  );
}
