import { Injectable } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { SessionLifecycle } from '../session/session-lifecycle.js';
import { UsersService } from '../users/users.service.js';

/**
 * Middleware after passport.session(): reads the signed-in account from the database on every
 * request (req.currentUser), so that a deactivated or deleted account is signed out at once.
 */
@Injectable()
export class CurrentUserLoader {
  constructor(
    private readonly users: UsersService,
    private readonly lifecycle: SessionLifecycle,
  ) {}

  readonly middleware = (req: Request, res: Response, next: NextFunction): void => {
    this.load(req, res).then(() => next(), next);
  };

  private async load(req: Request, res: Response): Promise<void> {
    if (!req.user) return;
    const user = await this.users.findById(req.user.id);
    if (user?.isActive) {
      req.currentUser = user;
      return;
    }
    // Deleted or deactivated since signing in: the session ends here too (a request under way
    // while an admin deleted the rows may have saved it again).
    await this.lifecycle.renew(req, res);
  }
}
