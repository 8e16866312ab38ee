import { IsNotEmpty, IsString } from 'class-validator';
import type { PasswordChange } from 'shared-contracts';
import { NewPasswordField, PASSWORD_MAX_LENGTH } from '../../auth/dto/field-rules.js';
import { MaxLengthOf } from '../../common/validation/length.js';

/** POST /api/user/password. */
export class PasswordChangeDto implements PasswordChange {
  @IsNotEmpty() @IsString() @MaxLengthOf(PASSWORD_MAX_LENGTH) currentPassword: string;
  @NewPasswordField() newPassword: string;
}
