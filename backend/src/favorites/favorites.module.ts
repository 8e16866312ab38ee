import { Module } from '@nestjs/common';
import { ListingAnalyticsModule } from '../listing-analytics/listing-analytics.module.js';
import { FavoritesController } from './favorites.controller.js';
import { FavoritesService } from './favorites.service.js';

/** Saved listings, kept on the server for signed-in users. */
@Module({
  imports: [ListingAnalyticsModule],
  controllers: [FavoritesController],
  providers: [FavoritesService],
})
export class FavoritesModule {}
