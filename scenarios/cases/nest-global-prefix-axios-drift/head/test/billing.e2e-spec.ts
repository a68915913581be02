import type { INestApplication } from '@nestjs/common';
import { getRepositoryToken } from '@nestjs/typeorm';
import type Stripe from 'stripe';
import request from 'supertest';
import type { Repository } from 'typeorm';
import { BillingModule } from '../src/billing/billing.module';
import { Subscription } from '../src/entities';
import { STRIPE } from '../src/stripe/stripe.module';
import { createAccount, createTestApp } from './utils/create-app';

const SUBSCRIPTION_PATH = '/api/billing/subscription';
const CREDITS_PATH = '/api/billing/credits';

describe('billing (e2e)', () => {
  let app: INestApplication;
  let stripe: Stripe;

  beforeAll(async () => {
    app = await createTestApp([BillingModule]);
    stripe = app.get(STRIPE);
  });
  afterAll(() => app.close());
  afterEach(() => jest.restoreAllMocks());

  it('reports the free plan for an account without a subscription', async () => {
    const { token } = await createAccount(app, 'free@example.com');
    const res = await request(app.getHttpServer()).get(SUBSCRIPTION_PATH).auth(token, { type: 'bearer' }).expect(200);
    expect(res.body).toEqual({ plan: 'free', status: 'active', renewsAt: null, cancelAtPeriodEnd: false });
  });

  it('reports the latest subscription', async () => {
    const { account, token } = await createAccount(app, 'pro@example.com');
    await app.get<Repository<Subscription>>(getRepositoryToken(Subscription)).save({
      accountId: account.id,
      stripeSubscriptionId: 'sub_123',
      plan: 'pro',
      status: 'active',
      currentPeriodEnd: new Date('2030-01-31T00:00:00Z'),
      cancelAtPeriodEnd: false,
    });
    const res = await request(app.getHttpServer()).get(SUBSCRIPTION_PATH).auth(token, { type: 'bearer' }).expect(200);
    expect(res.body).toMatchObject({ plan: 'pro', renewsAt: '2030-01-31T00:00:00.000Z' });
  });

  it('prices a credit pack on the server', async () => {
    jest.spyOn(stripe.customers, 'create').mockResolvedValue({ id: 'cus_1' } as Stripe.Response<Stripe.Customer>);
    const create = jest
      .spyOn(stripe.paymentIntents, 'create')
      .mockResolvedValue({ id: 'pi_1', client_secret: 'pi_1_secret' } as Stripe.Response<Stripe.PaymentIntent>);
    const { token } = await createAccount(app, 'credits@example.com');

    await request(app.getHttpServer()).post(CREDITS_PATH).auth(token, { type: 'bearer' }).send({ pack: 'small' }).expect(201);

    const [params, options] = create.mock.calls[0];
    expect(params.amount).toBe(900);
    expect(options?.idempotencyKey).toMatch(/^credit-purchase-/);
  });

  it('rejects an unknown pack', async () => {
    const { token } = await createAccount(app, 'bad@example.com');
    await request(app.getHttpServer()).post(CREDITS_PATH).auth(token, { type: 'bearer' }).send({ pack: 'huge' }).expect(400);
  });
});
