import { Type } from 'class-transformer';
import { IsBoolean, IsIn, IsOptional, ValidateNested } from 'class-validator';
import { LANGUAGES, type Language, type NotificationChoices, type PreferencesUpdate } from 'shared-contracts';

class NotificationChoicesDto implements Partial<NotificationChoices> {
  @IsOptional() @IsBoolean() alerts?: boolean;
  @IsOptional() @IsBoolean() listingExpiry?: boolean;
  @IsOptional() @IsBoolean() messages?: boolean;
}

/** PATCH /api/user/preferences: what is sent changes, what is left out is kept. */
export class PreferencesUpdateDto implements PreferencesUpdate {
  @IsOptional() @IsIn(LANGUAGES) language?: Language;

  @IsOptional()
  @ValidateNested()
  @Type(() => NotificationChoicesDto)
  notifications?: NotificationChoicesDto;
}
