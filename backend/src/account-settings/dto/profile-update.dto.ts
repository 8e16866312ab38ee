import { Transform } from 'class-transformer';
import { IsNotEmpty, IsOptional, IsString, Validate, ValidatorConstraint, type ValidatorConstraintInterface } from 'class-validator';
import { isAlgerianMobile, type ProfileUpdate } from 'shared-contracts';
import { Trim } from '../../auth/dto/field-rules.js';
import { MaxLengthOf } from '../../common/validation/length.js';

@ValidatorConstraint({ name: 'algerianMobile' })
class AlgerianMobile implements ValidatorConstraintInterface {
  validate = (value: unknown): boolean => typeof value === 'string' && isAlgerianMobile(value);
  defaultMessage = (): string => 'phone must be an Algerian mobile number (05, 06 or 07 and eight digits)';
}

/** PATCH /api/user/profile: the names and phone buyers see on the owner's listings. */
export class ProfileUpdateDto implements ProfileUpdate {
  @Trim() @IsNotEmpty() @IsString() @MaxLengthOf(60) firstName: string;
  @Trim() @IsNotEmpty() @IsString() @MaxLengthOf(60) lastName: string;

  // An empty field of the form means none.
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || null : value))
  @IsOptional()
  @IsString()
  @MaxLengthOf(30)
  @Validate(AlgerianMobile)
  phone: string | null = null;
}
