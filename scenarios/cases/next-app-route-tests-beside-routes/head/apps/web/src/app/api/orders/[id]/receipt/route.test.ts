import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getSession } from '~/server/auth';
import { db } from '~/server/db';
import { GET } from './route';

vi.mock('~/server/auth', () => ({ getSession: vi.fn() }));
vi.mock('~/server/db', () => ({ db: { order: { findFirst: vi.fn() } } }));

const params = (id: string) => ({ params: Promise.resolve({ id }) });
const order = {
  id: 'o1',
  userId: 'u1',
  status: 'PAID',
  paperSize: 'A4',
  quantity: 10,
  totalCents: 1800,
  createdAt: new Date('2025-02-01T09:00:00Z'),
};

describe('GET /api/orders/:id/receipt', () => {
  beforeEach(() => {
    vi.mocked(getSession).mockResolvedValue({ userId: 'u1', email: 'ines@example.com' });
  });

  it('renders the receipt of a paid order', async () => {
    vi.mocked(db.order.findFirst).mockResolvedValue(order as never);
    const res = await GET(new Request('http://localhost/api/orders/o1/receipt'), params('o1'));
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('10 × A4');
  });

  it('refuses an unpaid order', async () => {
    vi.mocked(db.order.findFirst).mockResolvedValue({ ...order, status: 'AWAITING_PAYMENT' } as never);
    const res = await GET(new Request('http://localhost/api/orders/o1/receipt'), params('o1'));
    expect(res.status).toBe(409);
  });

  it('does not show another customer’s order', async () => {
    vi.mocked(db.order.findFirst).mockResolvedValue(null);
    const res = await GET(new Request('http://localhost/api/orders/o9/receipt'), params('o9'));
    expect(res.status).toBe(404);
  });
});
