import { getSession } from '~/server/auth';
import { db } from '~/server/db';

/** Pages printed this month against the plan's limit, for the usage meter. */
export async function GET() {
  const session = await getSession();
  if (!session) return Response.json({ error: 'not signed in' }, { status: 401 });

  const now = new Date();
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const nextMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));

  const [user, printed] = await Promise.all([
    db.user.findUniqueOrThrow({ where: { id: session.userId }, select: { monthlyPageLimit: true, credits: true } }),
    // Failed and cancelled jobs are not billed: count only what was printed.
    db.printJob.aggregate({
      where: { userId: session.userId, status: 'printed', createdAt: { gte: monthStart, lt: nextMonth } },
      _sum: { pages: true },
    }),
  ]);

  return Response.json({
    used: printed._sum.pages ?? 0,
    limit: user.monthlyPageLimit,
    credits: user.credits,
    resetsAt: nextMonth.toISOString(),
  });
}
