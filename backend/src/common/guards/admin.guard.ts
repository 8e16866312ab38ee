import { ForbiddenException, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { signedInUser } from './signed-in.guard.js';

/** 401 UNAUTHENTICATED when signed out, 403 FORBIDDEN unless the account is an admin. */
@Injectable()
export class AdminGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    if (signedInUser(context).role !== 'admin') {
      throw new ForbiddenException({ code: 'FORBIDDEN', message: 'Only an admin may do this.' });
    }
    return true;
  }
}
