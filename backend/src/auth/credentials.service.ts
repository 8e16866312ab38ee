import { Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import type { UserRow } from '../users/user-row.js';
import { UsersService } from '../users/users.service.js';
import { accountDisabled, invalidCredentials, signInDelayed } from './auth-errors.js';
import { hashPassword, needsRehash, verifyPassword } from './passwords/argon2.js';
import { SignInLimits } from './sign-in-limits.js';

/** Checks an email and password (the local strategy's work). */
@Injectable()
export class CredentialsService {
  // An unknown email is checked against this hash, so that it costs the time a wrong password does.
  private readonly dummyHash = hashPassword(randomBytes(16).toString('hex'));

  constructor(
    private readonly users: UsersService,
    private readonly limits: SignInLimits,
  ) {}

  /**
   * The account, or 401 INVALID_CREDENTIALS, 429 SIGN_IN_DELAYED, 403 ACCOUNT_DISABLED. Whether
   * the email has an account changes nothing a caller can see but the success.
   */
  async verify(email: string, password: string, ip: string): Promise<UserRow> {
    const wait = await this.limits.waitSeconds(email, ip);
    if (wait > 0) throw signInDelayed(wait);
    const user = await this.users.findByEmail(email);
    if (!(await verifyPassword(user?.passwordHash ?? (await this.dummyHash), password)) || !user) {
      const delay = await this.limits.recordFailure(email, ip);
      throw delay > 0 ? signInDelayed(delay) : invalidCredentials();
    }
    // Only the owner of the password learns that the account is disabled.
    if (!user.isActive) throw accountDisabled();
    await this.limits.clearAddress(email, ip);
    if (needsRehash(user.passwordHash)) {
      // Moves a hash made with weaker parameters to today's.
      user.passwordHash = await hashPassword(password);
      await this.users.update(user.id, { passwordHash: user.passwordHash });
    }
    return user;
  }
}
