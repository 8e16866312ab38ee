import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { hashPassword, verifyPassword } from '../auth/passwords/argon2.js';
import { SecurityMails } from '../auth/security-mails.js';
import { validationFailed } from '../common/validation/validation-failed.js';
import { UserSessions } from '../session/user-sessions.js';
import { updateUser, userById, type UserRow } from '../users/user-row.js';
import type { PasswordChangeDto } from './dto/password-change.dto.js';
import type { PreferencesUpdateDto } from './dto/preferences-update.dto.js';
import type { ProfileUpdateDto } from './dto/profile-update.dto.js';

/** The signed-in account's own settings: profile, language and emails, password, devices. */
@Injectable()
export class AccountSettingsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly sessions: UserSessions,
    private readonly mails: SecurityMails,
  ) {}

  async updateProfile(user: UserRow, { firstName, lastName, phone }: ProfileUpdateDto): Promise<UserRow> {
    await updateUser(this.dataSource, user.id, { firstName, lastName, phone });
    return this.reload(user);
  }

  async updatePreferences(user: UserRow, { language, notifications = {} }: PreferencesUpdateDto): Promise<UserRow> {
    const changes: Partial<UserRow> = {
      ...(language && { language }),
      ...(notifications.alerts !== undefined && { notifyAlerts: notifications.alerts }),
      ...(notifications.listingExpiry !== undefined && { notifyListingExpiry: notifications.listingExpiry }),
      ...(notifications.messages !== undefined && { notifyMessages: notifications.messages }),
      ...(notifications.alertChannel !== undefined && { alertChannel: notifications.alertChannel }),
      ...(notifications.pushMessages !== undefined && { pushMessages: notifications.pushMessages }),
    };
    if (Object.keys(changes).length > 0) await updateUser(this.dataSource, user.id, changes);
    return this.reload(user);
  }

  /**
   * A new password, given the current one; every other session of the account ends in the same
   * transaction (a thief signed in elsewhere is out at once), the asking one goes on; the owner is mailed.
   */
  async changePassword(user: UserRow, { currentPassword, newPassword }: PasswordChangeDto, keepSid: string): Promise<void> {
    if (!(await verifyPassword(user.passwordHash, currentPassword))) {
      throw validationFailed([{ field: 'currentPassword', code: 'incorrect' }], 'currentPassword is not the account’s password');
    }
    const passwordHash = await hashPassword(newPassword);
    await this.dataSource.transaction(async (manager) => {
      await updateUser(manager, user.id, { passwordHash });
      await this.sessions.endOthersOf(user.id, keepSid, manager);
    });
    await this.mails.changed(user, 'password');
  }

  /** Signs the account out of every other device; says how many sessions ended. */
  endOtherSessions(user: UserRow, keepSid: string): Promise<number> {
    return this.sessions.endOthersOf(user.id, keepSid);
  }

  private async reload(user: UserRow): Promise<UserRow> {
    return userById(this.dataSource, user.id);
  }
}
