import { Global, Module } from '@nestjs/common';
import { MapTilesController } from './map-tiles.controller.js';
import { PublicSiteSettingsController, SiteSettingsAdminController } from './site-settings.controller.js';
import { SiteSettingsService } from './site-settings.service.js';

/** Global: payments, contact and support read the settings admins set. */
@Global()
@Module({ controllers: [SiteSettingsAdminController, PublicSiteSettingsController, MapTilesController], providers: [SiteSettingsService], exports: [SiteSettingsService] })
export class SiteSettingsModule {}
