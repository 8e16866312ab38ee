import { Body, Controller, HttpCode, HttpStatus, Post, Req, Res, UseGuards } from '@nestjs/common';
import type { Request, Response } from 'express';
import { SessionLifecycle } from '../session/session-lifecycle.js';
import { AuthThrottlerGuard } from './auth-throttler.guard.js';
import { ForgotPasswordDto } from './dto/forgot-password.dto.js';
import { ResetPasswordDto } from './dto/reset-password.dto.js';
import { PasswordResetService } from './password-reset.service.js';
import { ResetLinkService } from './reset-link.service.js';

@Controller('password')
@UseGuards(AuthThrottlerGuard)
export class PasswordController {
  constructor(
    private readonly links: ResetLinkService,
    private readonly resets: PasswordResetService,
    private readonly lifecycle: SessionLifecycle,
  ) {}

  /** 202 {} whether or not the email has an account; the link is mailed by the job queue. */
  @Post('forgot')
  @HttpCode(HttpStatus.ACCEPTED)
  async forgot(@Body() { email }: ForgotPasswordDto): Promise<Record<string, never>> {
    await this.links.request(email);
    return {};
  }

  /** 204, every session of the account ended; this one goes on anonymous, with a new token. */
  @Post('reset')
  @HttpCode(HttpStatus.NO_CONTENT)
  async reset(@Body() { token, password }: ResetPasswordDto, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<void> {
    await this.resets.reset(token, password);
    await this.lifecycle.renew(req, res);
  }
}
