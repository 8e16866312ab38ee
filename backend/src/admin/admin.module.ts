import { Module } from '@nestjs/common';
import { AdminStatsController } from './admin-stats.controller.js';
import { AdminStatsService } from './admin-stats.service.js';

/** The back-office's own reads (the other areas keep their admin routes beside their data). */
@Module({ controllers: [AdminStatsController], providers: [AdminStatsService] })
export class AdminModule {}
