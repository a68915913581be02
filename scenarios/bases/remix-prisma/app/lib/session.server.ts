import { createCookieSessionStorage, redirect } from '@remix-run/node';
import { db } from './db.server';
import { env } from './env.server';

const storage = createCookieSessionStorage({
  cookie: {
    name: '__trailhead',
    httpOnly: true,
    sameSite: 'lax',
    secure: env.NODE_ENV === 'production',
    secrets: [env.SESSION_SECRET],
    maxAge: 60 * 60 * 24 * 30,
  },
});

/** The signed-in customer, or a redirect to the login page. */
export async function requireCustomer(request: Request) {
  const session = await storage.getSession(request.headers.get('Cookie'));
  const customerId = session.get('customerId');
  const customer = customerId ? await db.customer.findUnique({ where: { id: customerId } }) : null;
  if (!customer) throw redirect(`/login?next=${encodeURIComponent(new URL(request.url).pathname)}`);
  return customer;
}
