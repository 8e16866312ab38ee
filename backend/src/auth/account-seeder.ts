import { ConflictException, Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { AUTH_CONFIG, type AuthConfig } from '../config/auth.config.js';
import type { NewUser } from '../users/users.service.js';
import { UsersService } from '../users/users.service.js';
import { DEMO_ACCOUNTS, type DemoAccount } from './demo-accounts.js';
import { hashPassword, verifyPassword } from './passwords/argon2.js';
import { SignInLimits } from './sign-in-limits.js';

/** At start: the demo accounts (DEMO_ACCOUNTS) and the configured admin (ADMIN_EMAIL) exist. */
@Injectable()
export class AccountSeeder implements OnApplicationBootstrap {
  private readonly logger = new Logger('Accounts');

  constructor(
    @Inject(AUTH_CONFIG) private readonly config: AuthConfig,
    private readonly users: UsersService,
    private readonly limits: SignInLimits,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.demoAccounts) for (const account of DEMO_ACCOUNTS) await this.ensureDemo(account);
    if (this.config.admin) await this.ensureAdmin(this.config.admin.email, this.config.admin.password);
  }

  /** For main.ts to print after the URL. */
  demoAccounts(): readonly DemoAccount[] {
    return this.config.demoAccounts ? DEMO_ACCOUNTS : [];
  }

  /** Created when missing, never changed: a demo password changed on purpose stays changed. */
  private async ensureDemo({ password, ...account }: DemoAccount): Promise<void> {
    if (await this.users.findByEmail(account.email)) return;
    try {
      await this.users.create({ ...account, passwordHash: await hashPassword(password) });
      this.logger.log(`Demo account ${account.email} created.`);
    } catch (error) {
      // Someone registered the demo username for real: the site starts without that demo account.
      if (!(error instanceof ConflictException)) throw error;
      this.logger.warn(`Demo account ${account.email} not created: ${error.message}`);
    }
  }

  /** Created, or made an active admin with this password (the way back in for a locked-out owner). */
  private async ensureAdmin(email: string, password: string): Promise<void> {
    const user = await this.users.findByEmail(email);
    if (!user) {
      const admin: Omit<NewUser, 'passwordHash'> = { username: await this.freeUsername(email), email, firstName: 'مدير', lastName: 'الموقع', phone: null, role: 'admin' };
      await this.users.create({ ...admin, passwordHash: await hashPassword(password) });
      this.logger.log(`Admin account ${email} created.`);
      return;
    }
    const passwordHash = (await verifyPassword(user.passwordHash, password)) ? user.passwordHash : await hashPassword(password);
    await this.users.update(user.id, { role: 'admin', isActive: true, passwordHash });
    await this.limits.clearAccount(email);
  }

  /** The email's local part as a valid username, numbered if taken. */
  private async freeUsername(email: string): Promise<string> {
    const base = email
      .split('@')[0]
      .replace(/[^A-Za-z0-9._-]/g, '')
      .slice(0, 26)
      .padEnd(3, '_');
    for (let n = 0; ; n += 1) {
      const candidate = n === 0 ? base : `${base}${n}`;
      if (!(await this.users.findByUsername(candidate))) return candidate;
    }
  }
}
