import { ConflictException, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Not, type Repository } from 'typeorm';
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

  async updateProfile(account: Account, changes: { displayName?: string; email?: string }): Promise<AccountView> {
    if (changes.displayName !== undefined) account.displayName = changes.displayName.trim();
    if (changes.email !== undefined) {
      const email = changes.email.trim().toLowerCase();
      const taken = await this.accounts.existsBy({ email, id: Not(account.id) });
      if (taken) throw new ConflictException('Another account uses this e-mail address');
      account.email = email;
    }
    return this.view(await this.accounts.save(account));
  }
}
