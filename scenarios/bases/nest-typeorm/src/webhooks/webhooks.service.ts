import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type Stripe from 'stripe';
import type { Repository } from 'typeorm';
import { Account, CreditPurchase, Subscription } from '../entities';
import type { SubscriptionStatus } from '../entities/subscription.entity';

@Injectable()
export class WebhooksService {
  private readonly logger = new Logger(WebhooksService.name);

  constructor(
    @InjectRepository(Account) private readonly accounts: Repository<Account>,
    @InjectRepository(Subscription) private readonly subscriptions: Repository<Subscription>,
    @InjectRepository(CreditPurchase) private readonly purchases: Repository<CreditPurchase>,
  ) {}

  async handleEvent(event: Stripe.Event): Promise<void> {
    switch (event.type) {
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
        await this.syncSubscription(event.data.object);
        break;
      case 'payment_intent.succeeded':
        await this.creditPurchase(event.data.object);
        break;
      default:
        this.logger.debug(`ignored ${event.type}`);
    }
  }

  /** Upserts on the Stripe subscription id: replays and out-of-order deliveries converge. */
  private async syncSubscription(sub: Stripe.Subscription): Promise<void> {
    const accountId = sub.metadata.accountId;
    if (!accountId) throw new Error(`subscription ${sub.id} has no accountId metadata`);
    await this.subscriptions.upsert(
      {
        accountId,
        stripeSubscriptionId: sub.id,
        plan: sub.metadata.plan ?? 'pro',
        status: sub.status as SubscriptionStatus,
        currentPeriodEnd: new Date(sub.current_period_end * 1000),
        cancelAtPeriodEnd: sub.cancel_at_period_end,
      },
      ['stripeSubscriptionId'],
    );
  }

  /** Adds the credits once: the purchase moves from pending to paid in the same transaction. */
  private async creditPurchase(intent: Stripe.PaymentIntent): Promise<void> {
    const purchaseId = intent.metadata.purchaseId;
    if (!purchaseId) return; // not a credit purchase
    await this.purchases.manager.transaction(async (tx) => {
      const result = await tx.update(CreditPurchase, { id: purchaseId, status: 'pending' }, { status: 'paid' });
      if (!result.affected) return;
      const purchase = await tx.findOneByOrFail(CreditPurchase, { id: purchaseId });
      await tx.increment(Account, { id: purchase.accountId }, 'credits', purchase.credits);
    });
  }
}
