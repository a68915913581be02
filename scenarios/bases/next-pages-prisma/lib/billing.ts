import type Stripe from 'stripe';
import { prisma } from './prisma';

/** Mirrors a Stripe subscription onto the team it was bought for (upsert on the Stripe id). */
export async function syncSubscription(sub: Stripe.Subscription): Promise<void> {
  const teamId = sub.metadata.teamId;
  if (!teamId) throw new Error(`subscription ${sub.id} has no teamId metadata`);
  const data = {
    teamId,
    stripeCustomerId: typeof sub.customer === 'string' ? sub.customer : sub.customer.id,
    status: sub.status,
    seats: sub.items.data[0]?.quantity ?? 1,
    currentPeriodEnd: new Date(sub.current_period_end * 1000),
  };
  await prisma.subscription.upsert({
    where: { stripeSubscriptionId: sub.id },
    create: { stripeSubscriptionId: sub.id, ...data },
    update: data,
  });
}
