import { Module } from '@nestjs/common';
import { PropertiesModule } from '../properties/properties.module.js';
import { FirstResultPhoto } from './first-result-photo.js';
import { ListingPreviews } from './listing-previews.js';
import { PortalService } from './portal.service.js';

/** Serves the front ends next to the API (see mount-portal.ts). */
@Module({ imports: [PropertiesModule], providers: [PortalService, ListingPreviews, FirstResultPhoto], exports: [PortalService] })
export class PortalModule {}
