/** Price per copy in cents, by paper size. The server prices every order from this table. */
export const PAPER_PRICES_CENTS = {
  A5: 120,
  A4: 180,
  A3: 350,
} as const;

export type PaperSize = keyof typeof PAPER_PRICES_CENTS;
export const PAPER_SIZES = Object.keys(PAPER_PRICES_CENTS) as [PaperSize, ...PaperSize[]];

/** Page credits for the print-at-home plan. */
export const CREDIT_PACKS = {
  starter: { pages: 100, amountCents: 900 },
  studio: { pages: 500, amountCents: 3900 },
} as const;

export type CreditPack = keyof typeof CREDIT_PACKS;
