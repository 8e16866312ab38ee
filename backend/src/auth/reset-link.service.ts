import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { db, rowsOf } from '../common/sql/kysely.js';
import { WriteLimits } from '../common/rate-limits/write-limits.js';
import { APP_CONFIG, type AppConfig } from '../config/app.config.js';
import { JobRunner } from '../jobs/job-runner.js';
import { MailService } from '../mail/mail.service.js';
import { UsersService } from '../users/users.service.js';
import { emailKey } from './email-key.js';
import { invitationEmail, resetEmail, resetLink } from './reset-email.js';
import { INVITATION_TOKEN_TTL_MS, RESET_TOKEN_TTL_MS, digestOf, newResetToken, voidTokensOf } from './reset-token.js';

export const RESET_LINK_JOB = 'mail.password-reset-link';

/**
 * POST /api/password/forgot: mails a single-use link to an active account, through the job queue:
 * the answer does not wait (its timing must not tell whether the email has an account), a mail
 * server that fails is tried again later, and a restart loses nothing.
 */
@Injectable()
export class ResetLinkService implements OnModuleInit {
  constructor(
    @Inject(APP_CONFIG) private readonly app: AppConfig,
    private readonly dataSource: DataSource,
    private readonly users: UsersService,
    private readonly mail: MailService,
    private readonly jobs: JobRunner,
    private readonly limits: WriteLimits,
  ) {}

  onModuleInit(): void {
    // The job holds an email address: kept a day after it ran, for the record, then deleted.
    this.jobs.define<{ email: string; invitation?: boolean }>({ name: RESET_LINK_JOB, run: ({ email, invitation }) => this.send(email, invitation === true), keepHours: 24 });
  }

  /** An account an admin opened (or whose reset an admin asked for): its link, mailed the same way. */
  async invite(email: string, manager?: EntityManager): Promise<void> {
    await this.jobs.send(RESET_LINK_JOB, { email, invitation: true }, manager);
  }

  /**
   * The same quick write whether or not the email has an account. At most three links an hour
   * for one email, from any number of addresses, and silently: a stranger cannot flood an inbox,
   * and the answer stays the same.
   */
  async request(email: string, manager?: EntityManager): Promise<void> {
    if (await this.limits.allows('reset-mail', `email:${emailKey(email)}`)) await this.jobs.send(RESET_LINK_JOB, { email }, manager);
  }

  private async send(email: string, invitation = false): Promise<void> {
    const user = await this.users.findByEmail(email);
    if (!user?.isActive) return;
    const token = newResetToken();
    await this.dataSource.transaction(async (manager) => {
      // Only the latest link works.
      await rowsOf(manager, voidTokensOf(user.id));
      const lifetime = invitation ? INVITATION_TOKEN_TTL_MS : RESET_TOKEN_TTL_MS;
      await rowsOf(manager, db.insertInto('password_reset_tokens').values({ user_id: user.id, token_hash: digestOf(token), expires_at: new Date(Date.now() + lifetime) }));
    });
    const link = resetLink(this.app.publicUrl, token);
    await this.mail.send(invitation ? invitationEmail(user, link) : resetEmail(user, link));
  }
}
