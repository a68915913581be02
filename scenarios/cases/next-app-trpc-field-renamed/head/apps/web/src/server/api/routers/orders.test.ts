import { describe, expect, it, vi } from 'vitest';
import { createCallerFactory } from '~/server/api/trpc';
import type { db } from '~/server/db';
import { ordersRouter } from './orders';

vi.mock('server-only', () => ({}));
vi.mock('~/server/auth', () => ({ getSession: vi.fn() }));

const createCaller = createCallerFactory(ordersRouter);

function callerWith(order: object | null) {
  const fakeDb = {
    order: {
      findFirst: vi.fn().mockResolvedValue(order),
      create: vi.fn().mockImplementation(({ data }) => Promise.resolve({ id: 'o-new', ...data })),
    },
  } as unknown as typeof db;
  return {
    caller: createCaller({ db: fakeDb, session: { userId: 'u1', email: 'ines@example.com' }, headers: new Headers() }),
    fakeDb,
  };
}

describe('orders router', () => {
  it('returns the customer’s order', async () => {
    const { caller } = callerWith({
      id: 'o1',
      userId: 'u1',
      status: 'PAID',
      paperSize: 'A4',
      quantity: 10,
      totalCents: 1800,
      createdAt: new Date('2025-01-10T10:00:00Z'),
    });
    await expect(caller.byId({ id: 'o1' })).resolves.toMatchObject({ id: 'o1', status: 'PAID', amountTotal: 1800, currency: 'eur' });
  });

  it('prices a new order from the paper size, not from the client', async () => {
    const { caller, fakeDb } = callerWith(null);
    await caller.create({ paperSize: 'A3', quantity: 4 });
    expect(fakeDb.order.create).toHaveBeenCalledWith({
      data: { userId: 'u1', paperSize: 'A3', quantity: 4, totalCents: 1400 },
    });
  });

  it('hides other customers’ orders', async () => {
    const { caller } = callerWith(null);
    await expect(caller.byId({ id: 'o2' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
