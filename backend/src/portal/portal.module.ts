import { Module } from '@nestjs/common';
import { ListingPreviews } from './listing-previews.js';
import { PortalService } from './portal.service.js';

/** Serves the front ends next to the API (see mount-portal.ts). */
@Module({ providers: [PortalService, ListingPreviews], exports: [PortalService] })
export class PortalModule {}
