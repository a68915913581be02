import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Account, CreditPurchase, Subscription } from '../entities';
import { BillingController } from './billing.controller';
import { BillingService } from './billing.service';

@Module({
  imports: [TypeOrmModule.forFeature([Account, Subscription, CreditPurchase])],
  controllers: [BillingController],
  providers: [BillingService],
})
export class BillingModule {}
