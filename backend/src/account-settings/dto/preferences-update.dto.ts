import { Type } from 'class-transformer';
import { IsBoolean, IsIn, ValidateNested } from 'class-validator';
import { ALERT_CHANNELS, LANGUAGES, type AlertChannel, type Language, type NotificationChoices, type PreferencesUpdate } from 'shared-contracts';
import { WhenSent } from '../../common/validation/when-sent.js';

class NotificationChoicesDto implements Partial<NotificationChoices> {
  @WhenSent() @IsBoolean() alerts?: boolean;
  @WhenSent() @IsIn(ALERT_CHANNELS) alertChannel?: AlertChannel;
  @WhenSent() @IsBoolean() listingExpiry?: boolean;
  @WhenSent() @IsBoolean() messages?: boolean;
  @WhenSent() @IsBoolean() pushMessages?: boolean;
}

/** PATCH /api/user/preferences: what is sent changes, what is left out is kept; null is no choice. */
export class PreferencesUpdateDto implements PreferencesUpdate {
  @WhenSent() @IsIn(LANGUAGES) language?: Language;

  @WhenSent()
  @ValidateNested()
  @Type(() => NotificationChoicesDto)
  notifications?: NotificationChoicesDto;
}
