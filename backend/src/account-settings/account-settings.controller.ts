import { Body, Controller, HttpCode, HttpStatus, Patch, Post, Req, UseGuards } from '@nestjs/common';
import type { Request } from 'express';
import type { User } from 'shared-contracts';
import { AuthThrottlerGuard } from '../auth/auth-throttler.guard.js';
import { CurrentUser } from '../common/decorators/current-user.decorator.js';
import { SignedInGuard } from '../common/guards/signed-in.guard.js';
import { toUser } from '../users/to-user.js';
import type { UserRow } from '../users/user-row.js';
import { AccountSettingsService } from './account-settings.service.js';
import { PasswordChangeDto } from './dto/password-change.dto.js';
import { PreferencesUpdateDto } from './dto/preferences-update.dto.js';
import { ProfileUpdateDto } from './dto/profile-update.dto.js';

/** The settings page's calls: each answers with the account as it now is (the session's SWR entry). */
@Controller('user')
@UseGuards(SignedInGuard)
export class AccountSettingsController {
  constructor(private readonly settings: AccountSettingsService) {}

  @Patch('profile')
  async profile(@CurrentUser() user: UserRow, @Body() body: ProfileUpdateDto): Promise<User> {
    return toUser(await this.settings.updateProfile(user, body));
  }

  @Patch('preferences')
  async preferences(@CurrentUser() user: UserRow, @Body() body: PreferencesUpdateDto): Promise<User> {
    return toUser(await this.settings.updatePreferences(user, body));
  }

  /** 204; 400 VALIDATION_FAILED (currentPassword: incorrect) for a wrong current password, limited per address like sign-in. */
  @Post('password')
  @HttpCode(HttpStatus.NO_CONTENT)
  @UseGuards(AuthThrottlerGuard)
  password(@CurrentUser() user: UserRow, @Body() body: PasswordChangeDto, @Req() req: Request): Promise<void> {
    return this.settings.changePassword(user, body, req.sessionID);
  }

  /** 200 how many other sessions ended. */
  @Post('sessions/end-others')
  @HttpCode(HttpStatus.OK)
  async endOthers(@CurrentUser() user: UserRow, @Req() req: Request): Promise<{ ended: number }> {
    return { ended: await this.settings.endOtherSessions(user, req.sessionID) };
  }
}
