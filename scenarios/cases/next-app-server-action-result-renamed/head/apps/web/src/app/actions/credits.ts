'use server';

import { redirect } from 'next/navigation';
import { env } from '~/env';
import { CREDIT_PACKS, type CreditPack } from '~/lib/pricing';
import { getSession } from '~/server/auth';
import { db } from '~/server/db';
import { stripe } from '~/server/stripe';

export type BuyCreditsResult = { ok: true; checkoutUrl: string } | { ok: false; error: string };

function isPack(value: FormDataEntryValue | null): value is CreditPack {
  return typeof value === 'string' && value in CREDIT_PACKS;
}

/** Starts a Checkout session for a credit pack; the form redirects to the returned URL. */
export async function buyCredits(formData: FormData): Promise<BuyCreditsResult> {
  const session = await getSession();
  if (!session) redirect('/login');

  const packKey = formData.get('pack');
  if (!isPack(packKey)) return { ok: false, error: 'Choose a credit pack' };
  const pack = CREDIT_PACKS[packKey];

  const order = await db.order.create({
    data: {
      userId: session.userId,
      paperSize: 'credits',
      quantity: pack.pages,
      totalCents: pack.amountCents,
      status: 'AWAITING_PAYMENT',
    },
  });

  try {
    const checkout = await stripe.checkout.sessions.create(
      {
        mode: 'payment',
        customer_email: session.email,
        client_reference_id: session.userId,
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: 'eur',
              unit_amount: pack.amountCents,
              product_data: { name: `${pack.pages} print credits` },
            },
          },
        ],
        metadata: { kind: 'credits', orderId: order.id },
        success_url: `${env.NEXT_PUBLIC_APP_URL}/account?credits=added`,
        cancel_url: `${env.NEXT_PUBLIC_APP_URL}/account`,
      },
      { idempotencyKey: `order-${order.id}-credits` },
    );
    return { ok: true, checkoutUrl: checkout.url! };
  } catch (err) {
    console.error('credit checkout failed', err);
    return { ok: false, error: 'Payments are unavailable right now' };
  }
}
