import { testApiHandler } from 'next-test-api-route-handler';
import handler from '@/pages/api/user';
import { prisma } from '@/lib/prisma';
import { requireUser } from '@/lib/session';

jest.mock('@/lib/session', () => ({ requireUser: jest.fn() }));
jest.mock('@/lib/prisma', () => ({ prisma: { user: { findUnique: jest.fn() } } }));

const findUnique = prisma.user.findUnique as jest.Mock;

describe('GET /api/user', () => {
  beforeEach(() => {
    (requireUser as jest.Mock).mockResolvedValue({ id: 'u1' });
  });

  it('reports the team plan when the team subscription is active', async () => {
    findUnique.mockResolvedValue({
      id: 'u1',
      name: 'Rosa',
      email: 'rosa@example.com',
      image: null,
      memberships: [{ role: 'OWNER', team: { id: 't1', name: 'Bakery', subscription: { status: 'active' } } }],
    });
    await testApiHandler({
      pagesHandler: handler,
      test: async ({ fetch }) => {
        const res = await fetch({ method: 'GET' });
        expect(res.status).toBe(200);
        await expect(res.json()).resolves.toMatchObject({ teamId: 't1', role: 'OWNER', planTier: 'team' });
      },
    });
  });

  it('reports the free plan without a subscription', async () => {
    findUnique.mockResolvedValue({ id: 'u1', name: null, email: null, image: null, memberships: [] });
    await testApiHandler({
      pagesHandler: handler,
      test: async ({ fetch }) => {
        await expect((await fetch({ method: 'GET' })).json()).resolves.toMatchObject({ teamId: null, planTier: 'free' });
      },
    });
  });
});
