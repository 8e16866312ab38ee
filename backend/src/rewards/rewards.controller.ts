import { Controller, Get, Query, Res, UseGuards } from '@nestjs/common';
import type { Response } from 'express';
import { TOTAL_COUNT_HEADER, type PointsEntry } from 'shared-contracts';
import { CurrentUser } from '../common/decorators/current-user.decorator.js';
import { SignedInGuard } from '../common/guards/signed-in.guard.js';
import { PageDto, pageWindow } from '../common/pagination/page.dto.js';
import type { UserEntity } from '../users/user.entity.js';
import { RewardsService } from './rewards.service.js';

/** The signed-in member's points history, for the dashboard's reward panel. */
@Controller('user/points')
@UseGuards(SignedInGuard)
export class RewardsController {
  constructor(private readonly rewards: RewardsService) {}

  @Get()
  async page(@Query() query: PageDto, @CurrentUser() user: UserEntity, @Res({ passthrough: true }) res: Response): Promise<PointsEntry[]> {
    const { limit, offset } = pageWindow(query, 20);
    const { items, total } = await this.rewards.page(user.id, limit, offset);
    res.setHeader(TOTAL_COUNT_HEADER, String(total));
    return items;
  }
}
