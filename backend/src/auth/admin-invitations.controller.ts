import { Body, Controller, HttpCode, HttpStatus, NotFoundException, Param, Post } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { IsIn, IsNotEmpty, IsString, Matches } from 'class-validator';
import { LANGUAGES, USERNAME_PATTERN, type Language, type User, type UserInvitation, type UserRole } from 'shared-contracts';
import { AuditLog } from '../audit/audit-log.js';
import { Allowed } from '../common/guards/permission.guard.js';
import { IdPipe } from '../common/validation/ids.js';
import { toUser } from '../users/to-user.js';
import { UsersService } from '../users/users.service.js';
import { EmailField, Trim } from './dto/field-rules.js';
import { MaxLengthOf } from '../common/validation/length.js';
import { hashPassword } from './passwords/argon2.js';
import { ResetLinkService } from './reset-link.service.js';

/** The sign-up's rules for the same fields (RegisterDto), without the password. */
class InvitationDto implements UserInvitation {
  @Trim() @IsNotEmpty() @IsString() @Matches(USERNAME_PATTERN, { message: 'username may hold 3 to 30 letters, digits, dots, dashes and underscores' }) username: string;
  @EmailField() email: string;
  @Trim() @IsNotEmpty() @IsString() @MaxLengthOf(60) firstName: string;
  @Trim() @IsNotEmpty() @IsString() @MaxLengthOf(60) lastName: string;
  @IsIn(['user', 'moderator', 'admin']) role: UserRole;
  @IsIn(LANGUAGES) language: Language;
}

/** Accounts an admin opens (the person chooses the password from the mail), and reset links an admin sends. */
@Controller('admin/users')
@Allowed('users.manage')
export class AdminInvitationsController {
  constructor(
    private readonly users: UsersService,
    private readonly links: ResetLinkService,
    private readonly audit: AuditLog,
  ) {}

  /** 201 the new account; 409 USERNAME_TAKEN or EMAIL_TAKEN. Open whatever the registration setting. */
  @Post()
  async invite(@Body() { username, email, firstName, lastName, role, language }: InvitationDto): Promise<User> {
    await this.users.assertAvailable({ username, email });
    // A password nobody knows until the invitation's link replaces it.
    const user = await this.users.create({ username, email, firstName, lastName, phone: null, language, role, passwordHash: await hashPassword(randomBytes(32).toString('base64url')) });
    await this.links.invite(user.email);
    await this.audit.record({ action: 'user.invite', targetType: 'user', targetId: user.id, after: { username, email, role } });
    return toUser(user);
  }

  /** 202: a reset link is mailed to the account (the job queue sends it). */
  @Post(':id/reset-password')
  @HttpCode(HttpStatus.ACCEPTED)
  async resetPassword(@Param('id', IdPipe) id: number): Promise<void> {
    const user = await this.users.findById(id);
    if (!user) throw new NotFoundException({ code: 'NOT_FOUND', message: `No user has the id ${id}.` });
    await this.links.request(user.email);
    await this.audit.record({ action: 'user.reset-password', targetType: 'user', targetId: id });
  }
}
