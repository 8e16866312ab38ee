import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module.js';
import { SessionModule } from '../session/session.module.js';
import { UploadsModule } from '../uploads/uploads.module.js';
import { DashboardController } from './dashboard.controller.js';
import { DemoPropertySeeder } from './demo/demo-property-seeder.js';
import { ListingPhotos } from './listing-photos.js';
import { MyPropertiesController } from './my-properties.controller.js';
import { PropertiesController } from './properties.controller.js';
import { PropertyEntity } from './property.entity.js';
import { PropertyReadsService } from './property-reads.service.js';
import { PropertySearchService } from './property-search.service.js';
import { OldViewsJob } from './old-views.job.js';
import { PropertyViews } from './property-views.js';
import { PropertyWritesService } from './property-writes.service.js';

/** Listings: public search and pages, owners' writes, their dashboard figures, the demo listings. */
@Module({
  // AuthModule for AccountSeeder: being imported, its start-up hook runs before the demo listings'.
  imports: [TypeOrmModule.forFeature([PropertyEntity]), AuthModule, SessionModule, UploadsModule],
  controllers: [PropertiesController, MyPropertiesController, DashboardController],
  providers: [ListingPhotos, PropertySearchService, PropertyReadsService, PropertyViews, OldViewsJob, PropertyWritesService, DemoPropertySeeder],
  // The portal preloads the first result's photo of /search (portal/first-result-photo.ts).
  exports: [PropertySearchService],
})
export class PropertiesModule {}
