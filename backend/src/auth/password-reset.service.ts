import { Injectable } from '@nestjs/common';
import { DataSource, IsNull, MoreThan } from 'typeorm';
import { validationFailed } from '../common/validation/validation-failed.js';
import { UserSessions } from '../session/user-sessions.js';
import { UserEntity } from '../users/user.entity.js';
import { resetTokenInvalid } from './auth-errors.js';
import { hashPassword } from './passwords/argon2.js';
import { repeatsAccountName } from './passwords/password-policy.js';
import { PasswordResetTokenEntity as Token } from './password-reset-token.entity.js';
import { digestOf } from './reset-token.js';
import { SignInLimits } from './sign-in-limits.js';

/** POST /api/password/reset: the emailed token sets a new password, once. */
@Injectable()
export class PasswordResetService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly sessions: UserSessions,
    private readonly limits: SignInLimits,
  ) {}

  /**
   * 400 RESET_TOKEN_INVALID for an unknown, used or expired token. Otherwise the account's other
   * tokens become void, its wrong passwords are forgotten and every one of its sessions ends.
   */
  async reset(token: string, password: string): Promise<void> {
    const live = { tokenHash: digestOf(token), usedAt: IsNull(), expiresAt: MoreThan(new Date()) };
    const found = await this.dataSource.manager.findOne(Token, { where: live, relations: { user: true } });
    if (!found?.user?.isActive) throw resetTokenInvalid();
    if (repeatsAccountName(password, found.user)) {
      throw validationFailed([{ field: 'password', code: 'tooCommon' }], 'password must not be the username or the email address');
    }
    // Hashed before the transaction: it takes tens of milliseconds, and the rows stay locked meanwhile.
    const passwordHash = await hashPassword(password);
    await this.dataSource.transaction(async (manager) => {
      // Claimed by an update, so that two requests racing with one token cannot both succeed.
      const claimed = await manager.update(Token, { id: found.id, usedAt: IsNull() }, { usedAt: new Date() });
      if (claimed.affected !== 1) throw resetTokenInvalid();
      await manager.update(UserEntity, { id: found.userId }, { passwordHash });
      await manager.update(Token, { userId: found.userId, usedAt: IsNull() }, { usedAt: new Date() });
      await this.sessions.endAllOf(found.userId, manager);
    });
    await this.limits.clearAccount(found.user.email);
  }
}
