import { ForbiddenException, Injectable } from '@nestjs/common';
import { SiteSettingsService } from '../site-settings/site-settings.service.js';
import type { UserEntity } from '../users/user.entity.js';
import { UsersService } from '../users/users.service.js';
import type { RegisterDto } from './dto/register.dto.js';
import { hashPassword } from './passwords/argon2.js';

@Injectable()
export class RegistrationService {
  constructor(
    private readonly users: UsersService,
    private readonly settings: SiteSettingsService,
  ) {}

  /** A new account with role user; 409 USERNAME_TAKEN or EMAIL_TAKEN whatever the letters' case; 403 while admins have closed sign-up. */
  async register({ username, email, password, firstName, lastName, phone, language = 'ar' }: RegisterDto): Promise<UserEntity> {
    if (!(await this.settings.get()).registrationOpen) {
      throw new ForbiddenException({ code: 'REGISTRATION_CLOSED', message: 'New accounts are not being opened at the moment.' });
    }
    await this.users.assertAvailable({ username, email });
    return this.users.create({ username, email, firstName, lastName, phone: phone ?? null, language, passwordHash: await hashPassword(password) });
  }
}
