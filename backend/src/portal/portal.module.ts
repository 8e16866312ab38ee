import { Module } from '@nestjs/common';
import { PortalService } from './portal.service.js';

/** Serves the front ends next to the API (see mount-portal.ts). */
@Module({ providers: [PortalService], exports: [PortalService] })
export class PortalModule {}
