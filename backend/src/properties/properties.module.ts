import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { MailModule } from '../mail/mail.module.js';
import { RewardsModule } from '../rewards/rewards.module.js';
import { SessionModule } from '../session/session.module.js';
import { UploadsModule } from '../uploads/uploads.module.js';
import { AdminPropertiesController, ListingModerationController } from './admin/admin-properties.controller.js';
import { AdminPropertiesService } from './admin/admin-properties.service.js';
import { ListingDecisionMails } from './admin/listing-decision-mails.js';
import { DashboardController } from './dashboard.controller.js';
import { ListingReportsAdminController, ListingReportsController } from './reports/listing-reports.controller.js';
import { ListingReportsService } from './reports/listing-reports.service.js';
import { SearchDays } from './search/search-days.js';
import { DraftsController } from './drafts/drafts.controller.js';
import { DraftsService } from './drafts/drafts.service.js';
import { DemoPropertySeeder } from './demo/demo-property-seeder.js';
import { ListingPhotos } from './listing-photos.js';
import { MyPropertiesController } from './my-properties.controller.js';
import { PriceComparisonController } from './price-comparison.controller.js';
import { PriceComparisonService } from './price-comparison.service.js';
import { PriceGuideController } from './price-guide.controller.js';
import { PriceGuideService } from './price-guide.service.js';
import { PropertiesController } from './properties.controller.js';
import { PropertyReadsService } from './property-reads.service.js';
import { PropertySearchService } from './property-search.service.js';
import { SearchIndex } from './search/index/search-index.js';
import { ListingExpiryJob } from './expiry/listing-expiry.job.js';
import { OldViewsJob } from './old-views.job.js';
import { OwnerListingsService } from './owner-listings.service.js';
import { PropertyViews } from './property-views.js';
import { PropertyWritesService } from './property-writes.service.js';
import { SimilarPropertiesService } from './similar-properties.service.js';

/** Listings: public search and pages, owners' writes, their dashboard figures, the demo listings. */
@Module({
  // AuthModule for AccountSeeder: being imported, its start-up hook runs before the demo listings'.
  imports: [AuthModule, SessionModule, UploadsModule, MailModule, RewardsModule],
  controllers: [
    PropertiesController,
    MyPropertiesController,
    DashboardController,
    PriceGuideController,
    PriceComparisonController,
    DraftsController,
    AdminPropertiesController,
    ListingModerationController,
    ListingReportsController,
    ListingReportsAdminController,
  ],
  providers: [
    PriceGuideService,
    PriceComparisonService,
    OwnerListingsService,
    DraftsService,
    ListingExpiryJob,
    ListingPhotos,
    PropertySearchService,
    SearchIndex,
    PropertyReadsService,
    SimilarPropertiesService,
    PropertyViews,
    OldViewsJob,
    PropertyWritesService,
    DemoPropertySeeder,
    AdminPropertiesService,
    ListingDecisionMails,
    SearchDays,
    ListingReportsService,
  ],
  // The portal draws pages with their reads (portal/server-rendered-pages.ts) and preloads the first result's photo of /search (portal/first-result-photo.ts).
  exports: [
    PropertySearchService,
    PropertyWritesService,
    PropertyReadsService,
    SimilarPropertiesService,
    PriceComparisonService,
    SearchDays,
    AdminPropertiesService,
    ListingReportsService,
  ],
})
export class PropertiesModule {}
