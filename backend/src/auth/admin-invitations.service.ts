import { Injectable, NotFoundException } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { toUser } from '../users/to-user.js';
import type { User, UserInvitation } from 'shared-contracts';
import { DataSource } from 'typeorm';
import { AuditLog } from '../audit/audit-log.js';
import { UsersService } from '../users/users.service.js';
import { hashPassword } from './passwords/argon2.js';
import { ResetLinkService } from './reset-link.service.js';

/**
 * Accounts an admin opens, and reset links an admin sends. The account, the mail's job and the
 * audit row are one transaction: an invitation is either all there or not at all.
 */
@Injectable()
export class AdminInvitationsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly users: UsersService,
    private readonly links: ResetLinkService,
    private readonly audit: AuditLog,
  ) {}

  /** 409 USERNAME_TAKEN or EMAIL_TAKEN. Open whatever the registration setting. */
  async invite({ username, email, firstName, lastName, role, language }: UserInvitation): Promise<User> {
    await this.users.assertAvailable({ username, email });
    // A password nobody knows until the invitation's link replaces it; hashed before the
    // transaction, which then holds its connection for milliseconds only.
    const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
    const user = await this.dataSource.transaction(async (manager) => {
      const created = await this.users.create({ username, email, firstName, lastName, phone: null, language, role, passwordHash }, manager);
      await this.links.invite(created.email, manager);
      await this.audit.record({ action: 'user.invite', targetType: 'user', targetId: created.id, after: { username, email, role } }, manager);
      return created;
    });
    return toUser(user);
  }

  /** A reset link mailed to the account (the job queue sends it), and the admin's asking recorded. */
  async resetPassword(id: number): Promise<void> {
    const user = await this.users.findById(id);
    if (!user) throw new NotFoundException({ code: 'NOT_FOUND', message: `No user has the id ${id}.` });
    await this.dataSource.transaction(async (manager) => {
      await this.links.request(user.email, manager);
      await this.audit.record({ action: 'user.reset-password', targetType: 'user', targetId: id }, manager);
    });
  }
}
