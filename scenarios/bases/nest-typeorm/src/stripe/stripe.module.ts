import { Global, Module } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import Stripe from 'stripe';
import type { Env } from '../config/env';

export const STRIPE = Symbol('STRIPE');

@Global()
@Module({
  providers: [
    {
      provide: STRIPE,
      inject: [ConfigService],
      useFactory: (config: ConfigService<Env, true>) =>
        new Stripe(config.get('STRIPE_SECRET_KEY', { infer: true }), {
          apiVersion: '2024-06-20',
          maxNetworkRetries: 2,
          timeout: 20_000,
        }),
    },
  ],
  exports: [STRIPE],
})
export class StripeModule {}
