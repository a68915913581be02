import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Account, CreditPurchase, Subscription } from '../entities';
import { WebhooksController } from './webhooks.controller';
import { WebhooksService } from './webhooks.service';

@Module({
  imports: [TypeOrmModule.forFeature([Account, Subscription, CreditPurchase])],
  controllers: [WebhooksController],
  providers: [WebhooksService],
})
export class WebhooksModule {}
