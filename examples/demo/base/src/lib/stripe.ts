import Stripe from 'stripe';
import { config } from '../config';

export const stripe = new Stripe(config.stripeSecretKey, {
  apiVersion: '2025-02-24.acacia',
  maxNetworkRetries: 2,
  timeout: 20_000,
});
