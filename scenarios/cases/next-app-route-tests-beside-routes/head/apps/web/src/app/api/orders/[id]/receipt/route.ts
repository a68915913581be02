import { getSession } from '~/server/auth';
import { db } from '~/server/db';

const euros = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' });

/** A plain-text receipt for a paid order (linked from the confirmation e-mail). */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const session = await getSession();
  if (!session) return new Response('Sign in to see this receipt', { status: 401 });

  const { id } = await params;
  const order = await db.order.findFirst({ where: { id, userId: session.userId } });
  if (!order) return new Response('Not found', { status: 404 });
  if (order.status !== 'PAID' && order.status !== 'SHIPPED') {
    return new Response('This order is not paid yet', { status: 409 });
  }

  const lines = [
    'Inkwell receipt',
    `Order ${order.id} — ${order.createdAt.toISOString().slice(0, 10)}`,
    `${order.quantity} × ${order.paperSize}`,
    `Total ${euros.format(order.totalCents / 100)}`,
  ];
  return new Response(`${lines.join('\n')}\n`, {
    headers: {
      'content-type': 'text/plain; charset=utf-8',
      'content-disposition': `inline; filename="inkwell-${order.id}.txt"`,
    },
  });
}
