import { Body, Controller, Get, HttpCode, Post, UseGuards } from '@nestjs/common';
import { z } from 'zod';
import { AuthGuard } from '../auth/auth.guard';
import { CurrentAccount } from '../auth/current-account.decorator';
import { ZodValidationPipe } from '../common/zod-validation.pipe';
import type { Account } from '../entities';
import { BillingService } from './billing.service';
import { CREDIT_PACK_KEYS, PLAN_KEYS } from './plans';

const CheckoutBody = z.object({ plan: z.enum(PLAN_KEYS) });
const CreditsBody = z.object({ pack: z.enum(CREDIT_PACK_KEYS) });
const OnboardingBody = z.object({ paymentMethodId: z.string().startsWith('pm_').optional() });

@Controller('billing')
@UseGuards(AuthGuard)
export class BillingController {
  constructor(private readonly billing: BillingService) {}

  @Get('subscription')
  getSubscription(@CurrentAccount() account: Account) {
    return this.billing.getSubscription(account);
  }

  @Post('checkout')
  @HttpCode(201)
  createCheckout(
    @CurrentAccount() account: Account,
    @Body(new ZodValidationPipe(CheckoutBody)) body: z.infer<typeof CheckoutBody>,
  ) {
    return this.billing.createCheckout(account, body.plan);
  }

  @Post('credits')
  @HttpCode(201)
  buyCredits(
    @CurrentAccount() account: Account,
    @Body(new ZodValidationPipe(CreditsBody)) body: z.infer<typeof CreditsBody>,
  ) {
    return this.billing.buyCreditPack(account, body.pack);
  }

  @Post('onboarding-fee')
  @HttpCode(201)
  payOnboardingFee(
    @CurrentAccount() account: Account,
    @Body(new ZodValidationPipe(OnboardingBody)) body: z.infer<typeof OnboardingBody>,
  ) {
    return this.billing.chargeOnboardingFee(account, body.paymentMethodId);
  }
}
