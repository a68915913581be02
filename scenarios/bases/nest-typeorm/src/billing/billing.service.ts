import { Inject, Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { InjectRepository } from '@nestjs/typeorm';
import Stripe from 'stripe';
import type { Repository } from 'typeorm';
import type { Env } from '../config/env';
import { Account, CreditPurchase, Subscription } from '../entities';
import { STRIPE } from '../stripe/stripe.module';
import { CREDIT_PACKS, type CreditPackKey, PLANS, type PlanKey } from './plans';

export interface SubscriptionView {
  plan: string;
  status: string;
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
}

@Injectable()
export class BillingService {
  constructor(
    @Inject(STRIPE) private readonly stripe: Stripe,
    @InjectRepository(Account) private readonly accounts: Repository<Account>,
    @InjectRepository(Subscription) private readonly subscriptions: Repository<Subscription>,
    @InjectRepository(CreditPurchase) private readonly purchases: Repository<CreditPurchase>,
    private readonly config: ConfigService<Env, true>,
  ) {}

  async getSubscription(account: Account): Promise<SubscriptionView> {
    const sub = await this.subscriptions.findOne({
      where: { accountId: account.id },
      order: { createdAt: 'DESC' },
    });
    if (!sub) return { plan: 'free', status: 'active', currentPeriodEnd: null, cancelAtPeriodEnd: false };
    return {
      plan: sub.plan,
      status: sub.status,
      currentPeriodEnd: sub.currentPeriodEnd?.toISOString() ?? null,
      cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
    };
  }

  async createCheckout(account: Account, planKey: PlanKey): Promise<{ url: string }> {
    const appUrl = this.config.get('APP_URL', { infer: true });
    const customer = await this.ensureCustomer(account);
    const session = await this.stripe.checkout.sessions.create({
      mode: 'subscription',
      customer,
      client_reference_id: account.id,
      line_items: [{ price: PLANS[planKey].priceId, quantity: 1 }],
      subscription_data: { metadata: { accountId: account.id, plan: planKey } },
      success_url: `${appUrl}/settings/billing?upgraded=1`,
      cancel_url: `${appUrl}/settings/billing`,
    });
    return { url: session.url! };
  }

  async buyCreditPack(account: Account, packKey: CreditPackKey): Promise<{ clientSecret: string }> {
    const pack = CREDIT_PACKS[packKey];
    const purchase = await this.purchases.save(
      this.purchases.create({ accountId: account.id, credits: pack.credits, amountCents: pack.amountCents }),
    );
    const intent = await this.stripe.paymentIntents.create(
      {
        amount: purchase.amountCents,
        currency: 'usd',
        customer: await this.ensureCustomer(account),
        automatic_payment_methods: { enabled: true },
        metadata: { purchaseId: purchase.id, accountId: account.id },
      },
      { idempotencyKey: `credit-purchase-${purchase.id}` },
    );
    await this.purchases.update(purchase.id, { paymentIntentId: intent.id });
    return { clientSecret: intent.client_secret! };
  }

  private async ensureCustomer(account: Account): Promise<string> {
    if (account.stripeCustomerId) return account.stripeCustomerId;
    const customer = await this.stripe.customers.create(
      { email: account.email, name: account.displayName, metadata: { accountId: account.id } },
      { idempotencyKey: `account-${account.id}-customer` },
    );
    await this.accounts.update(account.id, { stripeCustomerId: customer.id });
    return customer.id;
  }
}
