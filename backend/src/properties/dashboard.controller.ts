import { Controller, Get, UseGuards } from '@nestjs/common';
import type { DashboardStats } from 'shared-contracts';
import { CurrentUser } from '../common/decorators/current-user.decorator.js';
import { SignedInGuard } from '../common/guards/signed-in.guard.js';
import type { UserRow } from '../users/user-row.js';
import { OwnerListingsService } from './owner-listings.service.js';

@Controller('dashboard')
@UseGuards(SignedInGuard)
export class DashboardController {
  constructor(private readonly listings: OwnerListingsService) {}

  /** 200 the caller's figures: listings (all, and those the plan counts, against its limit), drafts, views, points. */
  @Get('stats')
  stats(@CurrentUser() user: UserRow): Promise<DashboardStats> {
    return this.listings.stats(user);
  }
}
