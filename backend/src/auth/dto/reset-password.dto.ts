import { IsNotEmpty, IsString } from 'class-validator';
import type { ResetPasswordRequest } from 'shared-contracts';
import { MaxLengthOf } from '../../common/validation/length.js';
import { NewPasswordField } from './field-rules.js';

export class ResetPasswordDto implements ResetPasswordRequest {
  @IsNotEmpty()
  @IsString()
  @MaxLengthOf(128)
  token: string;

  // The account's own names are checked once the token has named the account (password-reset.service.ts).
  @NewPasswordField()
  password: string;
}
