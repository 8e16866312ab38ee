import { IsNotEmpty, IsString } from 'class-validator';
import type { TwoFactorCode, TwoFactorEnable } from 'shared-contracts';
import { MaxLengthOf } from '../../common/validation/length.js';
import { PASSWORD_MAX_LENGTH } from '../dto/field-rules.js';

/** A 6-digit code or a recovery code (xxxxx-xxxxx), as typed. */
export class TwoFactorCodeDto implements TwoFactorCode {
  @IsNotEmpty() @IsString() @MaxLengthOf(20) code: string;
}

export class PasswordConfirmationDto {
  @IsNotEmpty() @IsString() @MaxLengthOf(PASSWORD_MAX_LENGTH) password: string;
}

export class TwoFactorEnableDto implements TwoFactorEnable {
  @IsNotEmpty() @IsString() @MaxLengthOf(20) code: string;
  @IsNotEmpty() @IsString() @MaxLengthOf(PASSWORD_MAX_LENGTH) password: string;
}
