import { Injectable, type ExecutionContext } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { Request } from 'express';
import { validateBody } from '../common/validation/validation-pipe.js';
import type { UserEntity } from '../users/user.entity.js';
import { invalidCredentials } from './auth-errors.js';
import { LoginDto } from './dto/login.dto.js';

/** POST /api/login: checks the body, the credentials (local strategy), then signs in. */
@Injectable()
export class LoginGuard extends AuthGuard('local') {
  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request>();
    // Guards run before pipes: without this, a malformed body would be a 401, not a 400.
    request.body = await validateBody(LoginDto, request.body);
    await super.canActivate(context);
    // passport 0.7 regenerates the session here (a new id) and saves the user's id in it.
    await super.logIn(request);
    request.currentUser = request.user as UserEntity;
    return true;
  }

  override handleRequest<TUser>(error: unknown, user: TUser | false): TUser {
    if (error) throw error;
    if (!user) throw invalidCredentials();
    return user;
  }
}
