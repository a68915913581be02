import type { NextApiRequest, NextApiResponse } from 'next';
import { prisma } from '@/lib/prisma';
import { requireUser } from '@/lib/session';

/** The signed-in user with their first team and its plan, for the header and settings. */
export default async function handler(req: NextApiRequest, res: NextApiResponse) {
  if (req.method !== 'GET') {
    res.setHeader('Allow', 'GET');
    return res.status(405).end();
  }
  const sessionUser = await requireUser(req, res);
  if (!sessionUser) return;

  const user = await prisma.user.findUnique({
    where: { id: sessionUser.id },
    select: {
      id: true,
      name: true,
      email: true,
      image: true,
      memberships: {
        take: 1,
        orderBy: { createdAt: 'asc' },
        select: { role: true, team: { select: { id: true, name: true, subscription: { select: { status: true } } } } },
      },
    },
  });
  if (!user) return res.status(404).json({ error: 'user not found' });

  const membership = user.memberships[0];
  const subscription = membership?.team.subscription;
  return res.status(200).json({
    id: user.id,
    name: user.name,
    email: user.email,
    image: user.image,
    teamId: membership?.team.id ?? null,
    teamName: membership?.team.name ?? null,
    role: membership?.role ?? null,
    planTier: subscription && ['active', 'trialing'].includes(subscription.status) ? 'team' : 'free',
  });
}
