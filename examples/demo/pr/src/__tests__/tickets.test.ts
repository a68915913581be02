import request from 'supertest';
import { createApp } from '../app';
import { prisma } from '../lib/db';
import { stripe } from '../lib/stripe';

jest.mock('../lib/db', () => ({
  prisma: { event: { findUnique: jest.fn() }, order: { create: jest.fn(), update: jest.fn() } },
}));

const app = createApp();
const db = prisma as unknown as {
  event: { findUnique: jest.Mock };
  order: { create: jest.Mock; update: jest.Mock };
};

describe('POST /api/tickets/checkout', () => {
  it('rejects an invalid request', async () => {
    const res = await request(app).post('/api/tickets/checkout').send({ eventId: 'evt_1', quantity: 0 });
    expect(res.status).toBe(400);
  });

  it('returns 404 for an unknown event', async () => {
    db.event.findUnique.mockResolvedValue(null);
    const res = await request(app).post('/api/tickets/checkout').send({ eventId: 'nope', email: 'a@b.co', quantity: 1 });
    expect(res.status).toBe(404);
  });

  it('prices the order from the event and returns the client secret', async () => {
    db.event.findUnique.mockResolvedValue({ id: 'evt_1', priceCents: 4500, currency: 'eur' });
    db.order.create.mockResolvedValue({ id: 'ord_1', amountCents: 9000 });
    const create = jest
      .spyOn(stripe.paymentIntents, 'create')
      .mockResolvedValue({ id: 'pi_1', client_secret: 'pi_1_secret' } as never);
    const res = await request(app).post('/api/tickets/checkout').send({ eventId: 'evt_1', email: 'a@b.co', quantity: 2 });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ orderId: 'ord_1', paymentClientSecret: 'pi_1_secret' });
    expect(create).toHaveBeenCalledWith(expect.objectContaining({ amount: 9000 }), { idempotencyKey: 'order-ord_1' });
  });

  it('answers 500 when Stripe fails', async () => {
    db.event.findUnique.mockResolvedValue({ id: 'evt_1', priceCents: 4500, currency: 'eur' });
    db.order.create.mockResolvedValue({ id: 'ord_1', amountCents: 4500 });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(stripe.paymentIntents, 'create').mockRejectedValue(new Error('stripe down'));
    const res = await request(app).post('/api/tickets/checkout').send({ eventId: 'evt_1', email: 'a@b.co', quantity: 1 });
    expect(res.status).toBe(500);
  });
});
