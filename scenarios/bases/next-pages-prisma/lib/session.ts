import type { NextApiRequest, NextApiResponse } from 'next';
import { getServerSession } from 'next-auth/next';
import { authOptions } from './auth';

export interface SessionUser {
  id: string;
  email?: string | null;
  name?: string | null;
}

/** The signed-in user, or a 401 already sent (then null). */
export async function requireUser(req: NextApiRequest, res: NextApiResponse): Promise<SessionUser | null> {
  const session = await getServerSession(req, res, authOptions);
  const user = session?.user as SessionUser | undefined;
  if (!user?.id) {
    res.status(401).json({ error: 'not signed in' });
    return null;
  }
  return user;
}
