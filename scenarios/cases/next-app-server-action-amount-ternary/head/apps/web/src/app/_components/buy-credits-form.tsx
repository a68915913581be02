'use client';

import { useState, useTransition } from 'react';
import { buyCredits } from '~/app/actions/credits';
import { CREDIT_PACKS } from '~/lib/pricing';

export function BuyCreditsForm({ student = false }: { student?: boolean }) {
  const [pack, setPack] = useState<keyof typeof CREDIT_PACKS>('starter');
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();

  function submit(formData: FormData) {
    startTransition(async () => {
      const result = await buyCredits(formData);
      if (result.ok) window.location.assign(result.url);
      else setError(result.error);
    });
  }

  return (
    <form action={submit}>
      {Object.entries(CREDIT_PACKS).map(([key, pack]) => (
        <label key={key}>
          <input type="radio" name="pack" value={key} onChange={() => setPack(key as keyof typeof CREDIT_PACKS)} />{' '}
          {pack.pages} pages — €{((student ? pack.amountCents * 0.6 : pack.amountCents) / 100).toFixed(2)}
        </label>
      ))}
      {student && <input type="hidden" name="studentPrice" value={Math.round(CREDIT_PACKS[pack].amountCents * 0.6)} />}
      <button disabled={pending}>Buy credits</button>
      {error && <p role="alert">{error}</p>}
    </form>
  );
}
