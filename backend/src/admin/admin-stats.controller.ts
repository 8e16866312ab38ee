import { Controller, Get } from '@nestjs/common';
import type { AdminActivity, AdminStats } from 'shared-contracts';
import { AdminActivityService } from './admin-activity.service.js';
import { Allowed } from '../common/guards/permission.guard.js';
import { AdminStatsService } from './admin-stats.service.js';

@Controller('admin/stats')
@Allowed('overview.read')
export class AdminStatsController {
  constructor(
    private readonly stats: AdminStatsService,
    private readonly activity: AdminActivityService,
  ) {}

  @Get()
  get(): Promise<AdminStats> {
    return this.stats.stats();
  }

  /** The charts' 90 days and the system panel. */
  @Get('activity')
  days(): Promise<AdminActivity> {
    return this.activity.activity();
  }
}
