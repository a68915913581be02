import type { NextApiRequest, NextApiResponse } from 'next';
import { prisma } from '@/lib/prisma';
import { requireUser } from '@/lib/session';
import { stripe } from '@/lib/stripe';

export default async function handler(req: NextApiRequest, res: NextApiResponse) {
  if (req.method !== 'POST') {
    res.setHeader('Allow', 'POST');
    return res.status(405).end();
  }
  const user = await requireUser(req, res);
  if (!user) return;

  const { priceId, seats } = req.body as { priceId: string; seats: number };
  const membership = await prisma.membership.findFirst({
    where: { userId: user.id, role: 'OWNER' },
    select: { teamId: true },
  });
  if (!membership) return res.status(403).json({ error: 'only team owners can subscribe' });

  try {
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      customer_email: user.email ?? undefined,
      line_items: [{ price: priceId, quantity: seats }],
      subscription_data: { metadata: { teamId: membership.teamId } },
      success_url: `${process.env.NEXT_PUBLIC_APP_URL}/settings/billing?status=success`,
      cancel_url: `${process.env.NEXT_PUBLIC_APP_URL}/settings/billing`,
    });
    return res.status(200).json({ url: session.url });
  } catch (err) {
    console.error('checkout failed', err);
    return res.status(502).json({ error: 'payment provider unavailable' });
  }
}
