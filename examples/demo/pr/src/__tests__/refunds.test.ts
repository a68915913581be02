import request from 'supertest';
import { createApp } from '../app';
import { prisma } from '../lib/db';
import { stripe } from '../lib/stripe';

jest.mock('../lib/db', () => ({ prisma: { order: { findUnique: jest.fn() } } }));
const db = prisma as unknown as { order: { findUnique: jest.Mock } };
const app = createApp();

it('refunds a paid order', async () => {
  db.order.findUnique.mockResolvedValue({ id: 'ord_1', status: 'PAID', stripePaymentIntentId: 'pi_1', createdAt: new Date() });
  jest.spyOn(stripe.refunds, 'create').mockResolvedValue({ id: 're_1', status: 'succeeded' } as never);
  const res = await request(app).post('/api/refunds/ord_1');
  expect(res.status).toBe(200);
  expect(res.body).toEqual({ refundId: 're_1', status: 'succeeded' });
});
