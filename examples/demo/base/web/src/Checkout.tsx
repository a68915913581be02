import { useEffect, useState } from 'react';
import { loadStripe } from '@stripe/stripe-js';
import { Elements, PaymentElement } from '@stripe/react-stripe-js';

const stripePromise = loadStripe(import.meta.env.VITE_STRIPE_PUBLISHABLE_KEY);

export function Checkout({ eventId, email, quantity }: { eventId: string; email: string; quantity: number }) {
  const [clientSecret, setClientSecret] = useState<string | null>(null);

  useEffect(() => {
    fetch('/api/tickets/checkout', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ eventId, email, quantity }),
    })
      .then((res) => res.json())
      .then((data) => setClientSecret(data.clientSecret));
  }, [eventId, email, quantity]);

  if (!clientSecret) return <p>Preparing checkout…</p>;
  return (
    <Elements stripe={stripePromise} options={{ clientSecret }}>
      <PaymentElement />
    </Elements>
  );
}
