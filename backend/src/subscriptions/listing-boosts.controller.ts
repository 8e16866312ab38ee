import { Controller, Param, Post, UseGuards } from '@nestjs/common';
import type { ListingBoost } from 'shared-contracts';
import { CurrentUser } from '../common/decorators/current-user.decorator.js';
import { SignedInGuard } from '../common/guards/signed-in.guard.js';
import { IdPipe } from '../common/validation/ids.js';
import type { UserRow } from '../users/user-row.js';
import { ListingBoostsService } from './listing-boosts.service.js';

@Controller('properties')
@UseGuards(SignedInGuard)
export class ListingBoostsController {
  constructor(private readonly boosts: ListingBoostsService) {}

  /** 201: featured for LISTING_BOOST.days more days, paid with LISTING_BOOST.points reward points. */
  @Post(':id/boost')
  boost(@CurrentUser() owner: UserRow, @Param('id', IdPipe) id: number): Promise<ListingBoost> {
    return this.boosts.boost(owner, id);
  }
}
