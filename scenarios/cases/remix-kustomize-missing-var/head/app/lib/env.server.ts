import { z } from 'zod';

const schema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().default(3000),
  DATABASE_URL: z.string().url(),
  SESSION_SECRET: z.string().min(32),
  PUBLIC_URL: z.string().url(),
  /** Minutes an unpaid reservation blocks its dates (the Checkout session's lifetime). */
  RESERVATION_HOLD_MINUTES: z.coerce.number().int().min(30).max(1440),
  STRIPE_SECRET_KEY: z.string().startsWith('sk_'),
  STRIPE_WEBHOOK_SECRET: z.string().startsWith('whsec_'),
});

export const env = schema.parse(process.env);
