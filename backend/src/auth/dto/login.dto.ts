import { IsNotEmpty, IsString } from 'class-validator';
import { SIGN_IN_PASSWORD_MIN_LENGTH, type LoginRequest } from 'shared-contracts';
import { MaxLengthOf, MinLengthOf } from '../../common/validation/length.js';
import { EmailField, PASSWORD_MAX_LENGTH } from './field-rules.js';

/** The sign-in form's rule, never the new-password rule: it must not block an older account. */
export class LoginDto implements LoginRequest {
  @EmailField()
  email: string;

  @IsNotEmpty()
  @IsString()
  @MinLengthOf(SIGN_IN_PASSWORD_MIN_LENGTH)
  @MaxLengthOf(PASSWORD_MAX_LENGTH)
  password: string;
}
