import { requireEnv } from '../server/env';

export type PlanId = 'pro' | 'credits10';

const planIdsByPrice = new Map<string, PlanId>([
  [requireEnv('PAYMENTS_PRO_PLAN_ID'), 'pro'],
  [requireEnv('PAYMENTS_CREDITS_PLAN_ID'), 'credits10'],
]);

export function planIdForPrice(priceId: string): PlanId {
  const planId = planIdsByPrice.get(priceId);
  if (!planId) throw new Error(`Unknown price ${priceId}`);
  return planId;
}
