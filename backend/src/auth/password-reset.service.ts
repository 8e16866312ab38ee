import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { db, rowsOf } from '../common/sql/kysely.js';
import { validationFailed } from '../common/validation/validation-failed.js';
import { UserSessions } from '../session/user-sessions.js';
import { updateUser } from '../users/user-row.js';
import { resetTokenInvalid } from './auth-errors.js';
import { hashPassword } from './passwords/argon2.js';
import { repeatsAccountName } from './passwords/password-policy.js';
import { digestOf, voidTokensOf } from './reset-token.js';
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
    const [found] = await rowsOf(
      this.dataSource,
      db
        .selectFrom('password_reset_tokens as t')
        .innerJoin('users as u', 'u.id', 't.user_id')
        .select(['t.id', 't.user_id as userId', 'u.is_active as isActive', 'u.username', 'u.email'])
        .where('t.token_hash', '=', digestOf(token))
        .where('t.used_at', 'is', null)
        .where('t.expires_at', '>', new Date()),
    );
    if (!found?.isActive) throw resetTokenInvalid();
    if (repeatsAccountName(password, found)) {
      throw validationFailed([{ field: 'password', code: 'tooCommon' }], 'password must not be the username or the email address');
    }
    // Hashed before the transaction: it takes tens of milliseconds, and the rows stay locked meanwhile.
    const passwordHash = await hashPassword(password);
    await this.dataSource.transaction(async (manager) => {
      // Claimed by an update, so that two requests racing with one token cannot both succeed.
      const claimed = await rowsOf(manager, voidTokensOf(found.userId).where('id', '=', found.id).returning('id'));
      if (claimed.length !== 1) throw resetTokenInvalid();
      await updateUser(manager, found.userId, { passwordHash });
      await rowsOf(manager, voidTokensOf(found.userId));
      await this.sessions.endAllOf(found.userId, manager);
    });
    await this.limits.clearAccount(found.email);
  }
}
