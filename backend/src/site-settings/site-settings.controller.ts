import { Body, Controller, Get, Put } from '@nestjs/common';
import { Type } from 'class-transformer';
import { IsOptional, IsString, Length, Matches, ValidateNested } from 'class-validator';
import type { PaymentAccounts, SiteSettings, SiteSettingsUpdate } from 'shared-contracts';
import { EmailField } from '../auth/dto/field-rules.js';
import { Allowed } from '../common/guards/permission.guard.js';
import { SiteSettingsService } from './site-settings.service.js';

class PaymentAccountsDto implements Partial<PaymentAccounts> {
  @IsOptional() @Matches(/^\d{20}$/, { message: 'The RIP has 20 digits.' }) baridimobRip?: string;
  @IsOptional() @Matches(/^\d{1,12}$/, { message: 'The CCP account number has up to 12 digits.' }) ccpAccount?: string;
  @IsOptional() @Matches(/^\d{2}$/, { message: 'The CCP key has 2 digits.' }) ccpKey?: string;
  @IsOptional() @IsString() @Length(2, 120) accountHolder?: string;
  @IsOptional() @IsString() @Length(5, 200) officeAddressAr?: string;
  @IsOptional() @IsString() @Length(5, 200) officeAddressEn?: string;
}

class SiteSettingsUpdateDto implements SiteSettingsUpdate {
  @IsOptional() @EmailField() contactEmail?: string;
  @IsOptional() @ValidateNested() @Type(() => PaymentAccountsDto) payment?: PaymentAccountsDto;
}

/** For admins: the settings the site runs with (the back-office's settings screen uses these). */
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
