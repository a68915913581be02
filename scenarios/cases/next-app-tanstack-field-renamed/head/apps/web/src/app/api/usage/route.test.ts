import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getSession } from '~/server/auth';
import { db } from '~/server/db';
import { GET } from './route';

vi.mock('~/server/auth', () => ({ getSession: vi.fn() }));
vi.mock('~/server/db', () => ({
  db: { user: { findUniqueOrThrow: vi.fn() }, printJob: { aggregate: vi.fn() } },
}));

describe('GET /api/usage', () => {
  beforeEach(() => {
    vi.mocked(getSession).mockResolvedValue({ userId: 'u1', email: 'ines@example.com' });
  });

  it('reports pages printed this month against the limit', async () => {
    vi.mocked(db.user.findUniqueOrThrow).mockResolvedValue({ monthlyPageLimit: 200, credits: 40 } as never);
    vi.mocked(db.printJob.aggregate).mockResolvedValue({ _sum: { pages: 57 } } as never);

    const res = await GET();
    expect(res.status).toBe(200);
    await expect(res.json()).resolves.toMatchObject({ used: 57, quota: 200, credits: 40 });
  });

  it('answers 401 without a session', async () => {
    vi.mocked(getSession).mockResolvedValue(null);
    expect((await GET()).status).toBe(401);
  });
});
