import 'server-only';
import { jwtVerify } from 'jose';
import { cookies } from 'next/headers';
import { env } from '~/env';

export interface Session {
  userId: string;
  email: string;
}

const key = new TextEncoder().encode(env.AUTH_SECRET);

/** The session of the signed-in customer (a JWT cookie set by the magic-link login). */
export async function getSession(): Promise<Session | null> {
  const token = (await cookies()).get('inkwell_session')?.value;
  if (!token) return null;
  try {
    const { payload } = await jwtVerify<{ email: string }>(token, key);
    return payload.sub ? { userId: payload.sub, email: payload.email } : null;
  } catch {
    return null;
  }
}
