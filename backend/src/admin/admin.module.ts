import { Module } from '@nestjs/common';
import { AdminStatsController } from './admin-stats.controller.js';
import { AdminActivityService } from './admin-activity.service.js';
import { AdminStatsService } from './admin-stats.service.js';
import { ModerationCountsController, ModerationCountsService } from './moderation-counts.js';

/** The back-office's own reads (the other areas keep their admin routes beside their data). */
@Module({ controllers: [AdminStatsController, ModerationCountsController], providers: [AdminStatsService, AdminActivityService, ModerationCountsService] })
export class AdminModule {}
