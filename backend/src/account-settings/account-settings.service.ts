import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { hashPassword, verifyPassword } from '../auth/passwords/argon2.js';
import { SecurityMails } from '../auth/security-mails.js';
import { validationFailed } from '../common/validation/validation-failed.js';
import { UserSessions } from '../session/user-sessions.js';
import { UserEntity } from '../users/user.entity.js';
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

  async updateProfile(user: UserEntity, { firstName, lastName, phone }: ProfileUpdateDto): Promise<UserEntity> {
    await this.dataSource.manager.update(UserEntity, { id: user.id }, { firstName, lastName, phone });
    return this.reload(user);
  }

  async updatePreferences(user: UserEntity, { language, notifications = {} }: PreferencesUpdateDto): Promise<UserEntity> {
    const changes: Partial<UserEntity> = {
      ...(language && { language }),
      ...(notifications.alerts !== undefined && { notifyAlerts: notifications.alerts }),
      ...(notifications.listingExpiry !== undefined && { notifyListingExpiry: notifications.listingExpiry }),
      ...(notifications.messages !== undefined && { notifyMessages: notifications.messages }),
    };
    if (Object.keys(changes).length > 0) await this.dataSource.manager.update(UserEntity, { id: user.id }, changes);
    return this.reload(user);
  }

  /**
   * A new password, given the current one; every other session of the account ends in the same
   * transaction (a thief signed in elsewhere is out at once), the asking one goes on; the owner is mailed.
   */
  async changePassword(user: UserEntity, { currentPassword, newPassword }: PasswordChangeDto, keepSid: string): Promise<void> {
    if (!(await verifyPassword(user.passwordHash, currentPassword))) {
      throw validationFailed([{ field: 'currentPassword', code: 'incorrect' }], 'currentPassword is not the account’s password');
    }
    const passwordHash = await hashPassword(newPassword);
    await this.dataSource.transaction(async (manager) => {
      await manager.update(UserEntity, { id: user.id }, { passwordHash });
      await this.sessions.endOthersOf(user.id, keepSid, manager);
    });
    await this.mails.changed(user, 'password');
  }

  /** Signs the account out of every other device; says how many sessions ended. */
  endOtherSessions(user: UserEntity, keepSid: string): Promise<number> {
    return this.sessions.endOthersOf(user.id, keepSid);
  }

  private async reload(user: UserEntity): Promise<UserEntity> {
    return this.dataSource.manager.findOneByOrFail(UserEntity, { id: user.id });
  }
}
