import type { INestApplication, ModuleMetadata } from '@nestjs/common';
import { ConfigModule } from '@nestjs/config';
import { JwtService } from '@nestjs/jwt';
import { Test, type TestingModuleBuilder } from '@nestjs/testing';
import { getRepositoryToken, TypeOrmModule } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { AuthModule } from '../../src/auth/auth.module';
import { validateEnv } from '../../src/config/env';
import { Account, ENTITIES } from '../../src/entities';
import { StripeModule } from '../../src/stripe/stripe.module';

/**
 * The given feature modules on real infrastructure (validated config, a scratch Postgres
 * schema, the Stripe client), served under the same global prefix as src/main.ts.
 */
export async function createTestApp(
  imports: NonNullable<ModuleMetadata['imports']>,
  customize: (builder: TestingModuleBuilder) => TestingModuleBuilder = (b) => b,
): Promise<INestApplication> {
  const moduleRef = await customize(
    Test.createTestingModule({
      imports: [
        ConfigModule.forRoot({ isGlobal: true, ignoreEnvFile: true, validate: validateEnv }),
        TypeOrmModule.forRoot({
          type: 'postgres',
          url: process.env.DATABASE_URL,
          entities: ENTITIES,
          synchronize: true,
          dropSchema: true,
        }),
        AuthModule,
        StripeModule,
        ...imports,
      ],
    }),
  ).compile();

  const app = moduleRef.createNestApplication({ rawBody: true });
  app.setGlobalPrefix('api');
  await app.init();
  return app;
}

export async function createAccount(app: INestApplication, email = 'maya@example.com'): Promise<{ account: Account; token: string }> {
  const accounts = app.get<Repository<Account>>(getRepositoryToken(Account));
  const account = await accounts.save(accounts.create({ email, displayName: 'Maya' }));
  const token = await app.get(JwtService).signAsync({ sub: account.id });
  return { account, token };
}
