import { Body, Controller, Get, Header, HttpCode, HttpStatus, Post, Req, Res, UseGuards } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { TwoFactorChallenge, User } from 'shared-contracts';
import { CurrentUser } from '../common/decorators/current-user.decorator.js';
import { PRIVATE_READ } from '../common/http/cache-control.js';
import { SignedInGuard } from '../common/guards/signed-in.guard.js';
import { SessionLifecycle } from '../session/session-lifecycle.js';
import { toUser } from '../users/to-user.js';
import type { UserRow } from '../users/user-row.js';
import { AuthThrottlerGuard } from './auth-throttler.guard.js';
import { RegisterDto } from './dto/register.dto.js';
import { LoginGuard } from './login.guard.js';
import { RegistrationService } from './registration.service.js';

/** The session calls. Answers that change the session carry its new CSRF token in x-csrf-token. */
@Controller()
export class AuthController {
  constructor(
    private readonly registration: RegistrationService,
    private readonly lifecycle: SessionLifecycle,
  ) {}

  @Get('csrf-token')
  csrfToken(@Req() req: Request, @Res({ passthrough: true }) res: Response): { token: string } {
    return { token: this.lifecycle.token(req, res) };
  }

  @Post('register')
  @UseGuards(AuthThrottlerGuard)
  async register(@Body() body: RegisterDto, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<User> {
    const user = await this.registration.register(body, req.ip ?? 'unknown');
    await new Promise<void>((resolve, reject) => req.logIn(user, (error?: Error | null) => (error ? reject(error) : resolve())));
    this.lifecycle.begin(req, res);
    return toUser(user);
  }

  /** 200 the user; 202 when the account signs in with an authenticator app too (POST /api/login/two-factor next). */
  @Post('login')
  @HttpCode(HttpStatus.OK)
  @UseGuards(AuthThrottlerGuard, LoginGuard)
  login(@Req() req: Request, @Res({ passthrough: true }) res: Response): User | TwoFactorChallenge {
    this.lifecycle.begin(req, res);
    if (!req.currentUser) {
      res.status(HttpStatus.ACCEPTED);
      return { twoFactorRequired: true };
    }
    return toUser(req.currentUser);
  }

  /** Signed in or not: the session ends, and a new anonymous one (with a token) replaces its cookie. */
  @Post('logout')
  @HttpCode(HttpStatus.NO_CONTENT)
  logout(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<void> {
    return this.lifecycle.renew(req, res);
  }

  @Get('user')
  @UseGuards(SignedInGuard)
  @Header('Cache-Control', PRIVATE_READ)
  user(@CurrentUser() user: UserRow): User {
    return toUser(user);
  }
}
