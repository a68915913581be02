import { Module } from '@nestjs/common';
import { ConfigModule, ConfigService } from '@nestjs/config';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccountModule } from './account/account.module';
import { AuthModule } from './auth/auth.module';
import { BillingModule } from './billing/billing.module';
import { type Env, validateEnv } from './config/env';
import { ENTITIES } from './entities';
import { StripeModule } from './stripe/stripe.module';
import { WebhooksModule } from './webhooks/webhooks.module';

@Module({
  imports: [
    ConfigModule.forRoot({ isGlobal: true, cache: true, validate: validateEnv }),
    TypeOrmModule.forRootAsync({
      inject: [ConfigService],
      useFactory: (config: ConfigService<Env, true>) => ({
        type: 'postgres',
        url: config.get('DATABASE_URL', { infer: true }),
        entities: ENTITIES,
        extra: { max: config.get('DB_POOL_SIZE', { infer: true }) },
        migrationsRun: false,
        synchronize: false,
      }),
    }),
    AuthModule,
    StripeModule,
    AccountModule,
    BillingModule,
    WebhooksModule,
  ],
})
export class AppModule {}
