import { Injectable } from '@nestjs/common';
import type { UserEntity } from '../users/user.entity.js';
import { UsersService } from '../users/users.service.js';
import type { RegisterDto } from './dto/register.dto.js';
import { hashPassword } from './passwords/argon2.js';

@Injectable()
export class RegistrationService {
  constructor(private readonly users: UsersService) {}

  /** A new account with role user; 409 USERNAME_TAKEN or EMAIL_TAKEN whatever the letters' case. */
  async register({ username, email, password, firstName, lastName, phone, language = 'ar' }: RegisterDto): Promise<UserEntity> {
    await this.users.assertAvailable({ username, email });
    return this.users.create({ username, email, firstName, lastName, phone: phone ?? null, language, passwordHash: await hashPassword(password) });
  }
}
