import { Global, Module } from '@nestjs/common';
import { PublicSiteSettingsController, SiteSettingsAdminController } from './site-settings.controller.js';
import { SiteSettingsService } from './site-settings.service.js';

/** Global: payments, contact and support read the settings admins set. */
@Global()
@Module({ controllers: [SiteSettingsAdminController, PublicSiteSettingsController], providers: [SiteSettingsService], exports: [SiteSettingsService] })
export class SiteSettingsModule {}
