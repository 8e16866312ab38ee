import { ConflictException, ForbiddenException, Injectable } from '@nestjs/common';
import { WriteLimits } from '../common/rate-limits/write-limits.js';
import { SiteSettingsService } from '../site-settings/site-settings.service.js';
import type { UserRow } from '../users/user-row.js';
import { UsersService } from '../users/users.service.js';
import type { RegisterDto } from './dto/register.dto.js';
import { hashPassword } from './passwords/argon2.js';

@Injectable()
export class RegistrationService {
  constructor(
    private readonly users: UsersService,
    private readonly settings: SiteSettingsService,
    private readonly limits: WriteLimits,
  ) {}

  /**
   * A new account with role user; 409 USERNAME_TAKEN or EMAIL_TAKEN whatever the letters' case; 403
   * while admins have closed sign-up. "Taken" helps a person, and tells a harvester who is a member:
   * an address gets ten such answers an hour, then 429 for any sign-up until the hour is over; and
   * the password is hashed first, so that "taken" takes as long as a new account.
   */
  async register({ username, email, password, firstName, lastName, phone, language = 'ar' }: RegisterDto, ip: string): Promise<UserRow> {
    if (!(await this.settings.get()).registrationOpen) {
      throw new ForbiddenException({ code: 'REGISTRATION_CLOSED', message: 'New accounts are not being opened at the moment.' });
    }
    const address = `ip:${ip}` as const;
    await this.limits.assertLeft('sign-up-taken', address);
    const passwordHash = await hashPassword(password);
    try {
      await this.users.assertAvailable({ username, email });
      return await this.users.create({ username, email, firstName, lastName, phone: phone ?? null, language, passwordHash });
    } catch (error) {
      if (error instanceof ConflictException) await this.limits.consume('sign-up-taken', address);
      throw error;
    }
  }
}
