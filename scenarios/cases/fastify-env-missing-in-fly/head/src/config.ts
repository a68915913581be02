import { z } from 'zod';

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().default(8080),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace']).default('info'),
  DATABASE_URL: z.string().url(),
  APP_URL: z.string().url(),
  /** How long a checkout holds its tickets; Stripe accepts 30 minutes to 24 hours. */
  CHECKOUT_HOLD_MINUTES: z.coerce.number().int().min(30).max(1440),
  STRIPE_SECRET_KEY: z.string().startsWith('sk_'),
  STRIPE_WEBHOOK_SECRET: z.string().startsWith('whsec_'),
});

export type Config = z.infer<typeof EnvSchema>;

/** The validated environment; the process exits at start-up when it is incomplete. */
export const config: Config = EnvSchema.parse(process.env);
