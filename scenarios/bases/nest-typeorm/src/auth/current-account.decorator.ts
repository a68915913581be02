import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Account } from '../entities';
import type { AuthedRequest } from './auth.guard';

export const CurrentAccount = createParamDecorator(
  (_data: unknown, ctx: ExecutionContext): Account => ctx.switchToHttp().getRequest<AuthedRequest>().account,
);
