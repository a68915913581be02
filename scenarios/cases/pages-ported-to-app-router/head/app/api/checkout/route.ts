import { getServerSession } from 'next-auth';
import { NextResponse } from 'next/server';
import { authOptions } from '@/lib/auth';
import { prisma } from '@/lib/prisma';
import { stripe } from '@/lib/stripe';

// Moved from pages/api/checkout.ts: first route of the app-router migration.
export async function POST(request: Request) {
  const session = await getServerSession(authOptions);
  const user = session?.user as { id?: string; email?: string | null } | undefined;
  if (!user?.id) return NextResponse.json({ error: 'not signed in' }, { status: 401 });

  const { priceId, seats } = (await request.json()) as { priceId: string; seats: number };
  const owner = await prisma.membership.findFirst({
    where: { userId: user.id, role: 'OWNER' },
    select: { teamId: true },
  });
  if (!owner) return NextResponse.json({ error: 'only team owners can subscribe' }, { status: 403 });

  const appUrl = process.env.NEXT_PUBLIC_APP_URL;
  try {
    const checkout = await stripe.checkout.sessions.create({
      mode: 'subscription',
      customer_email: user.email ?? undefined,
      line_items: [{ price: priceId, quantity: seats }],
      subscription_data: { metadata: { teamId: owner.teamId } },
      success_url: `${appUrl}/settings/billing?status=success`,
      cancel_url: `${appUrl}/settings/billing`,
    });
    return NextResponse.json({ url: checkout.url });
  } catch (err) {
    console.error('checkout failed', err);
    return NextResponse.json({ error: 'payment provider unavailable' }, { status: 502 });
  }
}
