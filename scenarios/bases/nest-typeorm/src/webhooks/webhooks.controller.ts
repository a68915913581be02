import { BadRequestException, Controller, Headers, HttpCode, Inject, Post, type RawBodyRequest, Req } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { Request } from 'express';
import Stripe from 'stripe';
import type { Env } from '../config/env';
import { STRIPE } from '../stripe/stripe.module';
import { WebhooksService } from './webhooks.service';

@Controller('webhooks')
export class WebhooksController {
  constructor(
    @Inject(STRIPE) private readonly stripe: Stripe,
    private readonly webhooks: WebhooksService,
    private readonly config: ConfigService<Env, true>,
  ) {}

  @Post('stripe')
  @HttpCode(200)
  async stripeEvent(@Req() req: RawBodyRequest<Request>, @Headers('stripe-signature') signature?: string) {
    if (!signature || !req.rawBody) throw new BadRequestException('missing stripe-signature');

    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(
        req.rawBody,
        signature,
        this.config.get('STRIPE_WEBHOOK_SECRET', { infer: true }),
      );
    } catch {
      throw new BadRequestException('invalid signature');
    }

    // An error from handleEvent becomes a 500 through Nest's exception filter, and
    // Stripe redelivers the event.
    await this.webhooks.handleEvent(event);
    return { received: true };
  }
}
