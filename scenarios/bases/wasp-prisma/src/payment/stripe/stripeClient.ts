import Stripe from 'stripe';
import { requireEnv } from '../../server/env';

export const stripe = new Stripe(requireEnv('STRIPE_API_KEY'), {
  apiVersion: '2025-02-24.acacia',
  maxNetworkRetries: 2,
});
