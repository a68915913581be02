import { Global, Module } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { JwtModule } from '@nestjs/jwt';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { Env } from '../config/env';
import { Account } from '../entities';
import { AuthGuard } from './auth.guard';

@Global()
@Module({
  imports: [
    TypeOrmModule.forFeature([Account]),
    JwtModule.registerAsync({
      inject: [ConfigService],
      useFactory: (config: ConfigService<Env, true>) => ({ secret: config.get('JWT_SECRET', { infer: true }) }),
    }),
  ],
  providers: [AuthGuard],
  exports: [AuthGuard, JwtModule, TypeOrmModule],
})
export class AuthModule {}
