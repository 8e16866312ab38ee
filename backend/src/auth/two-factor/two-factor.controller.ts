import { Body, Controller, Get, HttpCode, HttpStatus, Post, UseGuards } from '@nestjs/common';
import type { RecoveryCodes, TwoFactorSetup, TwoFactorStatus } from 'shared-contracts';
import { CurrentUser } from '../../common/decorators/current-user.decorator.js';
import { SignedInGuard } from '../../common/guards/signed-in.guard.js';
import type { UserRow } from '../../users/user-row.js';
import { AuthThrottlerGuard } from '../auth-throttler.guard.js';
import { PasswordConfirmationDto, TwoFactorEnableDto } from './dto.js';
import { TwoFactorService } from './two-factor.service.js';

/** Turning two-factor sign-in on and off, from the settings. */
@Controller('user/two-factor')
@UseGuards(SignedInGuard)
export class TwoFactorController {
  constructor(private readonly twoFactor: TwoFactorService) {}

  @Get()
  status(@CurrentUser() user: UserRow): Promise<TwoFactorStatus> {
    return this.twoFactor.status(user);
  }

  /** 200 a new secret and its QR code; two-factor sign-in is not on until /enable. */
  @Post('setup')
  @HttpCode(HttpStatus.OK)
  setup(@CurrentUser() user: UserRow): Promise<TwoFactorSetup> {
    return this.twoFactor.setup(user);
  }

  /**
   * 200 the ten recovery codes, this once, and the owner is mailed; 400 (password: incorrect)
   * without the account's password, (code: incorrect) for a code that does not match.
   */
  @Post('enable')
  @HttpCode(HttpStatus.OK)
  @UseGuards(AuthThrottlerGuard)
  enable(@CurrentUser() user: UserRow, @Body() body: TwoFactorEnableDto): Promise<RecoveryCodes> {
    return this.twoFactor.enable(user, body);
  }

  /** 204, and the owner is mailed; 400 (password: incorrect) without the account's password. */
  @Post('disable')
  @HttpCode(HttpStatus.NO_CONTENT)
  @UseGuards(AuthThrottlerGuard)
  disable(@CurrentUser() user: UserRow, @Body() body: PasswordConfirmationDto): Promise<void> {
    return this.twoFactor.disable(user, body.password);
  }
}
