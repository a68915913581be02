import { type CanActivate, type ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { InjectRepository } from '@nestjs/typeorm';
import type { Request } from 'express';
import type { Repository } from 'typeorm';
import { Account } from '../entities';

export interface AuthedRequest extends Request {
  account: Account;
}

/** Bearer JWT issued by the web app's login; `sub` is the account id. */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly jwt: JwtService,
    @InjectRepository(Account) private readonly accounts: Repository<Account>,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<AuthedRequest>();
    const token = req.headers.authorization?.replace(/^Bearer /, '');
    if (!token) throw new UnauthorizedException();
    try {
      const { sub } = await this.jwt.verifyAsync<{ sub: string }>(token);
      const account = await this.accounts.findOneBy({ id: sub });
      if (!account) throw new UnauthorizedException();
      req.account = account;
      return true;
    } catch {
      throw new UnauthorizedException();
    }
  }
}
