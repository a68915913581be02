import type { NextApiRequest, NextApiResponse } from 'next';
import { prisma } from '@/lib/prisma';
import { requireUser } from '@/lib/session';
import { canManage, listMembers, membershipOf } from '@/lib/teams';
import { inviteMemberSchema } from '@/lib/validation';

export default async function handler(req: NextApiRequest, res: NextApiResponse) {
  const user = await requireUser(req, res);
  if (!user) return;
  const teamId = String(req.query.teamId);
  const membership = await membershipOf(user.id, teamId);
  if (!membership) return res.status(404).json({ error: 'team not found' });

  if (req.method === 'GET') {
    const cursor = typeof req.query.cursor === 'string' ? req.query.cursor : undefined;
    return res.status(200).json(await listMembers(teamId, cursor));
  }

  if (req.method === 'POST') {
    if (!canManage(membership.role)) return res.status(403).json({ error: 'only managers can invite' });
    const parsed = inviteMemberSchema.safeParse(req.body);
    if (!parsed.success) return res.status(400).json({ error: parsed.error.flatten() });
    const invitee = await prisma.user.upsert({
      where: { email: parsed.data.email },
      create: { email: parsed.data.email },
      update: {},
    });
    await prisma.membership.upsert({
      where: { teamId_userId: { teamId, userId: invitee.id } },
      create: { teamId, userId: invitee.id, role: parsed.data.role },
      update: {},
    });
    return res.status(201).json(await listMembers(teamId));
  }

  res.setHeader('Allow', 'GET, POST');
  return res.status(405).end();
}
