import { Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { FailedSignIns } from '../users/failed-sign-ins.js';
import type { UserEntity } from '../users/user.entity.js';
import { UsersService } from '../users/users.service.js';
import { accountDisabled, accountLocked, invalidCredentials } from './auth-errors.js';
import { hashPassword, needsRehash, verifyPassword } from './passwords/argon2.js';

/** Wrong passwords in a row that lock an account, and for how long. */
export const MAX_FAILED_SIGN_INS = 5;
export const LOCK_MS = 15 * 60_000;

/** Checks an email and password (the local strategy's work). */
@Injectable()
export class CredentialsService {
  // An unknown email is checked against this hash, so that it costs the time a wrong password does.
  private readonly dummyHash = hashPassword(randomBytes(16).toString('hex'));

  constructor(
    private readonly users: UsersService,
    private readonly failures: FailedSignIns,
  ) {}

  /** The account, or 401 INVALID_CREDENTIALS, 429 ACCOUNT_LOCKED, 403 ACCOUNT_DISABLED. */
  async verify(email: string, password: string): Promise<UserEntity> {
    const user = await this.users.findByEmail(email);
    if (!user) {
      await verifyPassword(await this.dummyHash, password);
      throw invalidCredentials();
    }
    if (user.lockedUntil && user.lockedUntil > new Date()) throw accountLocked(user.lockedUntil);
    if (!(await verifyPassword(user.passwordHash, password))) {
      const lockedUntil = await this.failures.record(user.id, MAX_FAILED_SIGN_INS, new Date(Date.now() + LOCK_MS));
      throw lockedUntil ? accountLocked(lockedUntil) : invalidCredentials();
    }
    // Only the owner of the password learns that the account is disabled.
    if (!user.isActive) throw accountDisabled();
    await this.recordSuccess(user, password);
    return user;
  }

  /** Clears the failure count, and moves a hash made with weaker parameters to today's. */
  private async recordSuccess(user: UserEntity, password: string): Promise<void> {
    const rehash = needsRehash(user.passwordHash);
    if (user.failedLoginAttempts === 0 && user.lockedUntil === null && !rehash) return;
    user.failedLoginAttempts = 0;
    user.lockedUntil = null;
    if (rehash) user.passwordHash = await hashPassword(password);
    await this.users.save(user);
  }
}
