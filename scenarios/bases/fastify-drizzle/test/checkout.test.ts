import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { stripe } from '@/lib/stripe';
import { buildTestApp } from './helpers/app';
import { createTicketType, resetDb } from './helpers/db';

describe('POST /api/checkout', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());
  beforeEach(async () => {
    await resetDb();
    vi.restoreAllMocks();
  });

  it('prices the tickets on the server and returns the Checkout URL', async () => {
    const create = vi
      .spyOn(stripe.checkout.sessions, 'create')
      .mockResolvedValue({ id: 'cs_test_1', url: 'https://checkout.stripe.com/c/cs_test_1' } as Stripe.Response<Stripe.Checkout.Session>);
    const { ticketType } = await createTicketType({ priceCents: 2500 });

    const res = await app.inject({
      method: 'POST',
      url: '/api/checkout',
      payload: { ticketTypeId: ticketType.id, quantity: 2, email: 'ada@example.com' },
    });

    expect(res.statusCode).toBe(201);
    expect(res.json().url).toBe('https://checkout.stripe.com/c/cs_test_1');
    const [params, options] = create.mock.calls[0];
    expect(params.line_items?.[0]).toMatchObject({ quantity: 2, price_data: { unit_amount: 2500 } });
    expect(options?.idempotencyKey).toMatch(/^order-.+-checkout$/);
  });

  it('refuses more tickets than are left', async () => {
    const { ticketType } = await createTicketType({ capacity: 10, sold: 9 });
    const res = await app.inject({
      method: 'POST',
      url: '/api/checkout',
      payload: { ticketTypeId: ticketType.id, quantity: 2, email: 'ada@example.com' },
    });
    expect(res.statusCode).toBe(409);
  });

  it('answers 502 when Stripe is down', async () => {
    vi.spyOn(stripe.checkout.sessions, 'create').mockRejectedValue(new Error('connect ETIMEDOUT'));
    const { ticketType } = await createTicketType();
    const res = await app.inject({
      method: 'POST',
      url: '/api/checkout',
      payload: { ticketTypeId: ticketType.id, quantity: 1, email: 'ada@example.com' },
    });
    expect(res.statusCode).toBe(502);
  });
});
