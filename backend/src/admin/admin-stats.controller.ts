import { Controller, Get } from '@nestjs/common';
import type { AdminStats } from 'shared-contracts';
import { Allowed } from '../common/guards/permission.guard.js';
import { AdminStatsService } from './admin-stats.service.js';

@Controller('admin/stats')
@Allowed('overview.read')
export class AdminStatsController {
  constructor(private readonly stats: AdminStatsService) {}

  @Get()
  get(): Promise<AdminStats> {
    return this.stats.stats();
  }
}
