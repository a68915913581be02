import { Body, Controller, Get, Patch, UseGuards } from '@nestjs/common';
import { z } from 'zod';
import { AuthGuard } from '../auth/auth.guard';
import { CurrentAccount } from '../auth/current-account.decorator';
import { ZodValidationPipe } from '../common/zod-validation.pipe';
import type { Account } from '../entities';
import { AccountService } from './account.service';

const UpdateProfile = z.object({ displayName: z.string().min(1).max(80).optional() });

@Controller('account')
@UseGuards(AuthGuard)
export class AccountController {
  constructor(private readonly accounts: AccountService) {}

  @Get()
  me(@CurrentAccount() account: Account) {
    return this.accounts.view(account);
  }

  @Patch()
  update(
    @CurrentAccount() account: Account,
    @Body(new ZodValidationPipe(UpdateProfile)) body: z.infer<typeof UpdateProfile>,
  ) {
    return this.accounts.updateProfile(account, body);
  }
}
