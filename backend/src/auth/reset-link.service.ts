import { Inject, Injectable, Logger, type BeforeApplicationShutdown } from '@nestjs/common';
import { DataSource, IsNull } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app.config.js';
import { MailService } from '../mail/mail.service.js';
import { UsersService } from '../users/users.service.js';
import { PasswordResetTokenEntity as Token } from './password-reset-token.entity.js';
import { resetEmail, resetLink } from './reset-email.js';
import { RESET_TOKEN_TTL_MS, digestOf, newResetToken } from './reset-token.js';

/** POST /api/password/forgot: mails a single-use link to an active account. */
@Injectable()
export class ResetLinkService implements BeforeApplicationShutdown {
  private readonly logger = new Logger('PasswordReset');
  private readonly pending = new Set<Promise<void>>();

  constructor(
    @Inject(APP_CONFIG) private readonly app: AppConfig,
    private readonly dataSource: DataSource,
    private readonly users: UsersService,
    private readonly mail: MailService,
  ) {}

  /** Returns at once: how long the work takes must not tell whether the email has an account. */
  request(email: string): void {
    const job: Promise<void> = this.send(email)
      .catch((error: unknown) => this.logger.error(`Reset link not sent: ${String(error)}`))
      .finally(() => this.pending.delete(job));
    this.pending.add(job);
  }

  /** Links being sent are finished before the database closes. */
  async beforeApplicationShutdown(): Promise<void> {
    await Promise.all(this.pending);
  }

  private async send(email: string): Promise<void> {
    const user = await this.users.findByEmail(email);
    if (!user?.isActive) return;
    const token = newResetToken();
    await this.dataSource.transaction(async (manager) => {
      // Only the latest link works.
      await manager.update(Token, { userId: user.id, usedAt: IsNull() }, { usedAt: new Date() });
      await manager.insert(Token, { userId: user.id, tokenHash: digestOf(token), expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS) });
    });
    await this.mail.send(resetEmail(user, resetLink(this.app.publicUrl, token)));
  }
}
