import { Transform } from 'class-transformer';
import { IsIn, IsNotEmpty, IsOptional, IsString, Matches } from 'class-validator';
import { LANGUAGES, USERNAME_PATTERN, type Language, type RegisterRequest } from 'shared-contracts';
import { MaxLengthOf } from '../../common/validation/length.js';
import { EmailField, NewPasswordField, Trim } from './field-rules.js';

const NAME_MAX_LENGTH = 60;

export class RegisterDto implements RegisterRequest {
  @Trim()
  @IsNotEmpty()
  @IsString()
  @Matches(USERNAME_PATTERN, { message: 'username may hold 3 to 30 letters, digits, dots, dashes and underscores' })
  username: string;

  @EmailField()
  email: string;

  // Also compared with the username and email above (IsNotGuessablePassword reads the object).
  @NewPasswordField()
  password: string;

  @Trim()
  @IsNotEmpty()
  @IsString()
  @MaxLengthOf(NAME_MAX_LENGTH)
  firstName: string;

  @Trim()
  @IsNotEmpty()
  @IsString()
  @MaxLengthOf(NAME_MAX_LENGTH)
  lastName: string;

  // Optional: an empty field of the form means none.
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || null : value))
  @IsOptional()
  @IsString()
  @Matches(/^\+?[0-9][0-9 ().-]{5,24}$/, { message: 'phone must be a phone number' })
  phone?: string | null;

  @IsOptional()
  @IsIn(LANGUAGES)
  language?: Language;
}
