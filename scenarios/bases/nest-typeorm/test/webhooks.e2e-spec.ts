import type { INestApplication } from '@nestjs/common';
import { getRepositoryToken } from '@nestjs/typeorm';
import Stripe from 'stripe';
import request from 'supertest';
import type { Repository } from 'typeorm';
import { Subscription } from '../src/entities';
import { WebhooksModule } from '../src/webhooks/webhooks.module';
import { createAccount, createTestApp } from './utils/create-app';

const WEBHOOK_PATH = '/api/webhooks/stripe';
const stripe = new Stripe('sk_test_ledgerly');

function send(app: INestApplication, event: object, signature?: string) {
  const payload = JSON.stringify(event);
  return request(app.getHttpServer())
    .post(WEBHOOK_PATH)
    .set('content-type', 'application/json')
    .set('stripe-signature', signature ?? stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_ledgerly' }))
    .send(payload);
}

function subscriptionUpdated(accountId: string) {
  return {
    id: 'evt_sub_1',
    object: 'event',
    type: 'customer.subscription.updated',
    data: {
      object: {
        id: 'sub_1',
        object: 'subscription',
        status: 'active',
        current_period_end: 1_900_000_000,
        cancel_at_period_end: false,
        metadata: { accountId, plan: 'team' },
      },
    },
  };
}

describe('Stripe webhooks (e2e)', () => {
  let app: INestApplication;
  let subscriptions: Repository<Subscription>;

  beforeAll(async () => {
    app = await createTestApp([WebhooksModule]);
    subscriptions = app.get(getRepositoryToken(Subscription));
  });
  afterAll(() => app.close());
  afterEach(() => jest.restoreAllMocks());

  it('rejects a request with an invalid signature', async () => {
    await send(app, subscriptionUpdated('x'), 't=1,v1=forged').expect(400);
  });

  it('stores the subscription on customer.subscription.updated', async () => {
    const { account } = await createAccount(app, 'team@example.com');
    await send(app, subscriptionUpdated(account.id)).expect(200);
    await expect(subscriptions.findOneBy({ stripeSubscriptionId: 'sub_1' })).resolves.toMatchObject({ plan: 'team' });
  });

  it('answers 500 when the subscription cannot be stored, so that Stripe retries', async () => {
    const { account } = await createAccount(app, 'retry@example.com');
    jest.spyOn(subscriptions, 'upsert').mockRejectedValueOnce(new Error('connection reset'));
    await send(app, subscriptionUpdated(account.id)).expect(500);
  });
});
