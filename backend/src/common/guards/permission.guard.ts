import { applyDecorators, ForbiddenException, UseGuards, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { can, type Permission } from 'shared-contracts';
import { signedInUser } from './signed-in.guard.js';

/** 401 when signed out; 403 FORBIDDEN unless the account's role has `permission` (PERMISSIONS in shared-contracts). */
class PermissionGuard implements CanActivate {
  constructor(private readonly permission: Permission) {}

  canActivate(context: ExecutionContext): boolean {
    if (!can(signedInUser(context).role, this.permission)) {
      throw new ForbiddenException({ code: 'FORBIDDEN', message: 'Your role may not do this.' });
    }
    return true;
  }
}

/** On a controller or a route: only the roles the permission table gives `permission` to. */
export const Allowed = (permission: Permission) => applyDecorators(UseGuards(new PermissionGuard(permission)));
