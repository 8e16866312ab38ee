import { Injectable, UnauthorizedException, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import type { UserRow } from '../../users/user-row.js';

/** The account signed in on this request, read fresh from the database (auth/current-user.loader.ts). */
export function signedInUser(context: ExecutionContext): UserRow {
  const user = context.switchToHttp().getRequest<Request>().currentUser;
  // Thrown rather than `return false`, which Nest answers with 403.
  if (!user) throw new UnauthorizedException({ code: 'UNAUTHENTICATED', message: 'Sign in first.' });
  return user;
}

/** 401 UNAUTHENTICATED unless an active account is signed in. */
@Injectable()
export class SignedInGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    signedInUser(context);
    return true;
  }
}
