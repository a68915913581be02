import { useState } from 'react';
import { AccountMenu } from '@/components/AccountMenu';
import { SEAT_PRICE_ID } from '@/lib/constants';

export default function BillingSettings() {
  const [seats, setSeats] = useState(5);
  const [busy, setBusy] = useState(false);

  async function subscribe() {
    setBusy(true);
    try {
      const res = await fetch('/api/checkout', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ priceId: SEAT_PRICE_ID, seats }),
      });
      const { url } = (await res.json()) as { url: string };
      window.location.assign(url);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <AccountMenu />
      <main>
        <h1>Billing</h1>
        <label>
          Seats <input type="number" min={1} value={seats} onChange={(e) => setSeats(Number(e.target.value))} />
        </label>
        <button onClick={subscribe} disabled={busy}>
          Subscribe
        </button>
      </main>
    </>
  );
}
