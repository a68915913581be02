import { requireEnv } from '../server/env';

export type PlanId = 'pro' | 'credits10';

const processorPlanIds: Record<PlanId, () => string> = {
  pro: () => requireEnv('PAYMENTS_PRO_PLAN_ID'),
  credits10: () => requireEnv('PAYMENTS_CREDITS_PLAN_ID'),
};

export function planIdForPrice(priceId: string): PlanId {
  for (const [planId, price] of Object.entries(processorPlanIds)) {
    if (price() === priceId) return planId as PlanId;
  }
  throw new Error(`Unknown price ${priceId}`);
}
