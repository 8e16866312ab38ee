import { Controller, Get, UseGuards } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { planLimit, type DashboardStats } from 'shared-contracts';
import { CurrentUser } from '../common/decorators/current-user.decorator.js';
import { SignedInGuard } from '../common/guards/signed-in.guard.js';
import type { UserEntity } from '../users/user.entity.js';

@Controller('dashboard')
@UseGuards(SignedInGuard)
export class DashboardController {
  constructor(private readonly dataSource: DataSource) {}

  /** 200 the caller's figures: listings (all, and active against the plan's limit), views, points. */
  @Get('stats')
  async stats(@CurrentUser() user: UserEntity): Promise<DashboardStats> {
    const [row] = await this.dataSource.query(
      `SELECT count(*)::int AS listings, count(*) FILTER (WHERE is_active)::int AS active, coalesce(sum(view_count), 0)::bigint AS views ` +
        `FROM properties WHERE user_id = $1`,
      [user.id],
    );
    return {
      myProperties: row.listings,
      myViews: Number(row.views),
      activeProperties: row.active,
      plan: user.subscriptionPlan,
      allowedProperties: planLimit(user.subscriptionPlan),
      rewardPoints: user.rewardPoints,
    };
  }
}
