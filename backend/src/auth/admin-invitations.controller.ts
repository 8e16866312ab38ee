import { Body, Controller, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import { IsIn, IsNotEmpty, IsString, Matches } from 'class-validator';
import { LANGUAGES, USER_ROLES, USERNAME_PATTERN, type Language, type User, type UserInvitation, type UserRole } from 'shared-contracts';
import { Allowed } from '../common/guards/permission.guard.js';
import { IdPipe } from '../common/validation/ids.js';
import { EmailField, Trim } from './dto/field-rules.js';
import { MaxLengthOf } from '../common/validation/length.js';
import { AdminInvitationsService } from './admin-invitations.service.js';

/** The sign-up's rules for the same fields (RegisterDto), without the password. */
class InvitationDto implements UserInvitation {
  @Trim() @IsNotEmpty() @IsString() @Matches(USERNAME_PATTERN, { message: 'username may hold 3 to 30 letters, digits, dots, dashes and underscores' }) username: string;
  @EmailField() email: string;
  @Trim() @IsNotEmpty() @IsString() @MaxLengthOf(60) firstName: string;
  @Trim() @IsNotEmpty() @IsString() @MaxLengthOf(60) lastName: string;
  @IsIn(USER_ROLES) role: UserRole;
  @IsIn(LANGUAGES) language: Language;
}

/** Accounts an admin opens (the person chooses the password from the mail), and reset links an admin sends. */
@Controller('admin/users')
@Allowed('users.manage')
export class AdminInvitationsController {
  constructor(private readonly invitations: AdminInvitationsService) {}

  /** 201 the new account; 409 USERNAME_TAKEN or EMAIL_TAKEN. */
  @Post()
  invite(@Body() invitation: InvitationDto): Promise<User> {
    return this.invitations.invite(invitation);
  }

  /** 202: a reset link is mailed to the account (the job queue sends it). */
  @Post(':id/reset-password')
  @HttpCode(HttpStatus.ACCEPTED)
  resetPassword(@Param('id', IdPipe) id: number): Promise<void> {
    return this.invitations.resetPassword(id);
  }
}
