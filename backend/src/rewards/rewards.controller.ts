import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { type PointsEntry } from 'shared-contracts';
import { CurrentUser } from '../common/decorators/current-user.decorator.js';
import { SignedInGuard } from '../common/guards/signed-in.guard.js';
import { PageDto, pageWindow } from '../common/pagination/page.dto.js';
import type { UserRow } from '../users/user-row.js';
import { RewardsService } from './rewards.service.js';
import { paged, type Paged } from '../common/http/paged.js';

/** The signed-in member's points history, for the dashboard's reward panel. */
@Controller('user/points')
@UseGuards(SignedInGuard)
export class RewardsController {
  constructor(private readonly rewards: RewardsService) {}

  @Get()
  async page(@Query() query: PageDto, @CurrentUser() user: UserRow): Promise<Paged<PointsEntry[]>> {
    const { limit, offset } = pageWindow(query, 20);
    return paged(await this.rewards.page(user.id, limit, offset));
  }
}
