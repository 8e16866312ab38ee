import { Injectable, type ExecutionContext } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { Request } from 'express';
import { validateBody } from '../common/validation/validation-pipe.js';
import type { UserRow } from '../users/user-row.js';
import { invalidCredentials } from './auth-errors.js';
import { LoginDto } from './dto/login.dto.js';

/** Five minutes to type the authenticator's code after the password. */
export const TWO_FACTOR_WINDOW_MS = 5 * 60_000;

/** POST /api/login: checks the body, the credentials (local strategy), then signs in, or awaits the second factor. */
@Injectable()
export class LoginGuard extends AuthGuard('local') {
  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request>();
    // Guards run before pipes: without this, a malformed body would be a 401, not a 400.
    request.body = await validateBody(LoginDto, request.body);
    await super.canActivate(context);
    const user = request.user as UserRow;
    if (user.totpSecret !== null) {
      // Not signed in yet: a new session remembers whose code is awaited (two-factor/two-factor-sign-in.controller.ts).
      await new Promise<void>((resolve, reject) => request.session.regenerate((error?: Error | null) => (error ? reject(error) : resolve())));
      request.user = undefined;
      request.session.twoFactor = { userId: user.id, until: Date.now() + TWO_FACTOR_WINDOW_MS, attempts: 0 };
      return true;
    }
    // passport 0.7 regenerates the session here (a new id) and saves the user's id in it.
    await super.logIn(request);
    request.currentUser = user;
    return true;
  }

  override handleRequest<TUser>(error: Error | null, user: TUser | false): TUser {
    if (error) throw error;
    if (!user) throw invalidCredentials();
    return user;
  }
}
