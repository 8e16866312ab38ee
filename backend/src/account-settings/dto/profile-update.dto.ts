import { Transform } from 'class-transformer';
import { IsNotEmpty, IsOptional, IsString } from 'class-validator';
import type { ProfileUpdate } from 'shared-contracts';
import { Trim } from '../../auth/dto/field-rules.js';
import { IsAlgerianMobile } from '../../common/validation/algerian-mobile.js';
import { MaxLengthOf } from '../../common/validation/length.js';

/** PATCH /api/user/profile: the names and phone buyers see on the owner's listings. */
export class ProfileUpdateDto implements ProfileUpdate {
  @Trim() @IsNotEmpty() @IsString() @MaxLengthOf(60) firstName: string;
  @Trim() @IsNotEmpty() @IsString() @MaxLengthOf(60) lastName: string;

  // An empty field of the form means none.
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || null : value))
  @IsOptional()
  @IsString()
  @MaxLengthOf(30)
  @IsAlgerianMobile()
  phone: string | null = null;
}
