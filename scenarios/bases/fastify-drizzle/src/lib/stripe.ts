import Stripe from 'stripe';
import { config } from '@/config';

export const stripe = new Stripe(config.STRIPE_SECRET_KEY, {
  apiVersion: '2025-02-24.acacia',
  maxNetworkRetries: 2,
  appInfo: { name: 'brightline-api' },
});
