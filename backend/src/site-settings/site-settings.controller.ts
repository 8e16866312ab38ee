import { Body, Controller, Get, Put } from '@nestjs/common';
import { Type } from 'class-transformer';
import { IsBoolean, IsInt, IsNotEmpty, IsString, Length, Matches, Max, Min, ValidateNested } from 'class-validator';
import { MAX_IMAGES_RANGE, type PaymentAccounts, type PublicSiteSettings, type SiteSettings, type SiteSettingsUpdate } from 'shared-contracts';
import { EmailField, Trim } from '../auth/dto/field-rules.js';
import { Allowed } from '../common/guards/permission.guard.js';
import { WhenSent } from '../common/validation/when-sent.js';
import { SiteSettingsService } from './site-settings.service.js';

class PaymentAccountsDto implements Partial<PaymentAccounts> {
  @WhenSent() @Matches(/^\d{20}$/, { message: 'The RIP has 20 digits.' }) baridimobRip?: string;
  @WhenSent() @Matches(/^\d{1,12}$/, { message: 'The CCP account number has up to 12 digits.' }) ccpAccount?: string;
  @WhenSent() @Matches(/^\d{2}$/, { message: 'The CCP key has 2 digits.' }) ccpKey?: string;
  @WhenSent() @IsString() @Length(2, 120) accountHolder?: string;
  @WhenSent() @IsString() @Length(5, 200) officeAddressAr?: string;
  @WhenSent() @IsString() @Length(5, 200) officeAddressEn?: string;
}

class NameDto {
  @WhenSent() @Trim() @IsString() @IsNotEmpty() @Length(2, 60) ar?: string;
  @WhenSent() @Trim() @IsString() @IsNotEmpty() @Length(2, 60) en?: string;
}

class DescriptionDto {
  @WhenSent() @Trim() @IsString() @IsNotEmpty() @Length(10, 300) ar?: string;
  @WhenSent() @Trim() @IsString() @IsNotEmpty() @Length(10, 300) en?: string;
}

/** A setting left out keeps its value; none is emptied by null (the stored settings are merged over the defaults). */
class SiteSettingsUpdateDto implements SiteSettingsUpdate {
  @WhenSent() @ValidateNested() @Type(() => NameDto) siteName?: NameDto;
  @WhenSent() @ValidateNested() @Type(() => DescriptionDto) description?: DescriptionDto;
  @WhenSent() @EmailField() contactEmail?: string;
  @WhenSent() @Trim() @Matches(/^\+?\d[\d ]{5,18}\d$/, { message: 'A phone number: digits and spaces, with an optional leading +.' }) contactPhone?: string;
  @WhenSent() @IsBoolean() registrationOpen?: boolean;
  @WhenSent() @IsBoolean() listingsNeedApproval?: boolean;
  @WhenSent() @IsBoolean() maintenance?: boolean;
  @WhenSent() @IsInt() @Min(MAX_IMAGES_RANGE.min) @Max(MAX_IMAGES_RANGE.max) maxImages?: number;
  @WhenSent() @ValidateNested() @Type(() => PaymentAccountsDto) payment?: PaymentAccountsDto;
}

/** For admins: the settings the site runs with; a save takes effect on every instance at once. */
@Controller('admin/settings')
@Allowed('settings.manage')
export class SiteSettingsAdminController {
  constructor(private readonly settings: SiteSettingsService) {}

  @Get()
  get(): Promise<SiteSettings> {
    return this.settings.get();
  }

  @Put()
  update(@Body() body: SiteSettingsUpdateDto): Promise<SiteSettings> {
    return this.settings.update(body);
  }
}

/** For every page: the site's name and contact details, and whether sign-up and the site are open. */
@Controller('site/settings')
export class PublicSiteSettingsController {
  constructor(private readonly settings: SiteSettingsService) {}

  @Get()
  get(): Promise<PublicSiteSettings> {
    return this.settings.getPublic();
  }
}
