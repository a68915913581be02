import type { Role } from '@prisma/client';
import { prisma } from './prisma';

export async function membershipOf(userId: string, teamId: string) {
  return prisma.membership.findUnique({ where: { teamId_userId: { teamId, userId } } });
}

export function canManage(role: Role): boolean {
  return role === 'OWNER' || role === 'MANAGER';
}

export async function listMembers(teamId: string) {
  const memberships = await prisma.membership.findMany({
    where: { teamId },
    include: { user: { select: { id: true, name: true, email: true, image: true } } },
    orderBy: { createdAt: 'asc' },
  });
  return memberships.map((m) => ({
    id: m.user.id,
    name: m.user.name,
    email: m.user.email,
    image: m.user.image,
    role: m.role,
  }));
}
