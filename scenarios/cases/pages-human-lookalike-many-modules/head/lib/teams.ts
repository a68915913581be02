import type { Role } from '@prisma/client';
import { prisma } from './prisma';

export async function membershipOf(userId: string, teamId: string) {
  return prisma.membership.findUnique({ where: { teamId_userId: { teamId, userId } } });
}

export function canManage(role: Role): boolean {
  return role === 'OWNER' || role === 'MANAGER';
}

/** Owners are never removed or demoted through the members API. */
export function isProtected(role: Role): boolean {
  return role === 'OWNER';
}

export const MEMBERS_PAGE_SIZE = 50;

/** One page of members, oldest first; `cursor` is the last membership id of the previous page. */
export async function listMembers(teamId: string, cursor?: string) {
  const memberships = await prisma.membership.findMany({
    where: { teamId },
    include: { user: { select: { id: true, name: true, email: true, image: true } } },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    take: MEMBERS_PAGE_SIZE + 1,
    ...(cursor ? { cursor: { id: cursor }, skip: 1 } : {}),
  });
  const page = memberships.slice(0, MEMBERS_PAGE_SIZE);
  return {
    members: page.map((m) => ({
      id: m.user.id,
      name: m.user.name,
      email: m.user.email,
      image: m.user.image,
      role: m.role,
    })),
    nextCursor: memberships.length > MEMBERS_PAGE_SIZE ? page[page.length - 1].id : null,
  };
}
