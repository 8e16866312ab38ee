import { Body, Controller, HttpCode, HttpStatus, Post, Req, Res, UnauthorizedException, UseGuards } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { User } from 'shared-contracts';
import { SessionLifecycle } from '../../session/session-lifecycle.js';
import { toUser } from '../../users/to-user.js';
import { UsersService } from '../../users/users.service.js';
import { accountDisabled } from '../auth-errors.js';
import { AuthThrottlerGuard } from '../auth-throttler.guard.js';
import { TwoFactorCodeDto } from './dto.js';
import { twoFactorInvalid, TwoFactorService } from './two-factor.service.js';

/** Wrong codes allowed for one password: then the password is asked again. */
const MAX_ATTEMPTS = 5;

const twoFactorExpired = (): UnauthorizedException =>
  new UnauthorizedException({ code: 'TWO_FACTOR_EXPIRED', message: 'No sign-in awaits a code here: enter the email and password again.' });

/** The second step of signing in, after POST /api/login answered 202. */
@Controller('login/two-factor')
export class TwoFactorSignInController {
  constructor(
    private readonly twoFactor: TwoFactorService,
    private readonly users: UsersService,
    private readonly lifecycle: SessionLifecycle,
  ) {}

  /** 200 the user, signed in; 401 TWO_FACTOR_INVALID for a wrong code, TWO_FACTOR_EXPIRED after 5 minutes or 5 wrong codes. */
  @Post()
  @HttpCode(HttpStatus.OK)
  @UseGuards(AuthThrottlerGuard)
  async complete(@Body() { code }: TwoFactorCodeDto, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<User> {
    const pending = req.session.twoFactor;
    if (!pending || pending.until < Date.now() || pending.attempts >= MAX_ATTEMPTS) {
      delete req.session.twoFactor;
      throw twoFactorExpired();
    }
    if (!(await this.twoFactor.verifySignIn(pending.userId, code))) {
      pending.attempts += 1;
      throw twoFactorInvalid();
    }
    const user = await this.users.findById(pending.userId);
    if (!user?.isActive) throw accountDisabled();
    // passport 0.7 regenerates the session (the pending sign-in goes with the old one).
    await new Promise<void>((resolve, reject) => req.logIn(user, (error?: Error | null) => (error ? reject(error) : resolve())));
    req.currentUser = user;
    this.lifecycle.begin(req, res);
    return toUser(user);
  }
}
