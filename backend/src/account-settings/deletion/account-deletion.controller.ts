import { Body, Controller, Delete, HttpCode, HttpStatus, Post, Req, Res, UseGuards } from '@nestjs/common';
import type { Request, Response } from 'express';
import { AuthThrottlerGuard } from '../../auth/auth-throttler.guard.js';
import { PasswordConfirmationDto } from '../../auth/two-factor/dto.js';
import { CurrentUser } from '../../common/decorators/current-user.decorator.js';
import { SignedInGuard } from '../../common/guards/signed-in.guard.js';
import { SessionLifecycle } from '../../session/session-lifecycle.js';
import type { UserRow } from '../../users/user-row.js';
import { AccountDeletionService } from './account-deletion.service.js';

@Controller('user/deletion')
@UseGuards(SignedInGuard)
export class AccountDeletionController {
  constructor(
    private readonly deletion: AccountDeletionService,
    private readonly lifecycle: SessionLifecycle,
  ) {}

  /** 200 when the account will be deleted; signed out everywhere, this browser too. 400 (password: incorrect) without the password. */
  @Post()
  @HttpCode(HttpStatus.OK)
  @UseGuards(AuthThrottlerGuard)
  async schedule(
    @CurrentUser() user: UserRow,
    @Body() body: PasswordConfirmationDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<{ deletionScheduledAt: string }> {
    const at = await this.deletion.schedule(user, body.password);
    await this.lifecycle.renew(req, res);
    return { deletionScheduledAt: at.toISOString() };
  }

  /** 204: the account is kept. */
  @Delete()
  @HttpCode(HttpStatus.NO_CONTENT)
  cancel(@CurrentUser() user: UserRow): Promise<void> {
    return this.deletion.cancel(user);
  }
}
