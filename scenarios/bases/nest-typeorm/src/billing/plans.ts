/** What Ledgerly sells. Price ids are the live-mode prices; test mode mirrors them. */
export const PLANS = {
  pro: { name: 'Pro', priceId: 'price_1QfB2rLedgerlyPro0001' },
  team: { name: 'Team', priceId: 'price_1QfB3aLedgerlyTeam001' },
} as const;

export type PlanKey = keyof typeof PLANS;
export const PLAN_KEYS = Object.keys(PLANS) as [PlanKey, ...PlanKey[]];

/** Prepaid credits for invoice e-mails and SMS reminders. */
export const CREDIT_PACKS = {
  small: { credits: 100, amountCents: 900 },
  large: { credits: 1200, amountCents: 9000 },
} as const;

export type CreditPackKey = keyof typeof CREDIT_PACKS;
export const CREDIT_PACK_KEYS = Object.keys(CREDIT_PACKS) as [CreditPackKey, ...CreditPackKey[]];
