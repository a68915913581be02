import { Logger } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { NestFactory } from '@nestjs/core';
import { AppModule } from './app.module';
import type { Env } from './config/env';

async function bootstrap() {
  // rawBody: the Stripe webhook verifies the bytes it was sent.
  const app = await NestFactory.create(AppModule, { rawBody: true });
  app.setGlobalPrefix('api');
  // The web app and the marketing site call the API from their own origins.
  app.enableCors({ origin: process.env.CORS_ORIGINS!.split(','), credentials: true });
  app.enableShutdownHooks();

  const config = app.get<ConfigService<Env, true>>(ConfigService);
  await app.listen(config.get('PORT', { infer: true }));
  Logger.log(`listening on ${await app.getUrl()}`, 'Bootstrap');
}

void bootstrap();
