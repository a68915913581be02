import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { Account } from '../entities';

export interface AccountView {
  id: string;
  email: string;
  displayName: string;
  credits: number;
}

@Injectable()
export class AccountService {
  constructor(@InjectRepository(Account) private readonly accounts: Repository<Account>) {}

  view(account: Account): AccountView {
    return { id: account.id, email: account.email, displayName: account.displayName, credits: account.credits };
  }

  async updateProfile(account: Account, changes: { displayName?: string }): Promise<AccountView> {
    if (changes.displayName !== undefined) account.displayName = changes.displayName;
    return this.view(await this.accounts.save(account));
  }
}
