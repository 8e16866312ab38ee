import { Controller, Get, Header, Query, UseGuards } from '@nestjs/common';
import { IsIn, IsOptional } from 'class-validator';
import { MAX_PAGE_SIZE, PROPERTY_STATUSES, type Property, type PropertyStatus } from 'shared-contracts';
import { CurrentUser } from '../common/decorators/current-user.decorator.js';
import { SignedInGuard } from '../common/guards/signed-in.guard.js';
import { PageDto, pageWindow } from '../common/pagination/page.dto.js';
import type { UserRow } from '../users/user-row.js';
import { OwnerListingsService } from './owner-listings.service.js';
import type { JsonText } from '../common/sql/json-text.js';
import { paged, type Paged } from '../common/http/paged.js';

class MyListingsQuery extends PageDto {
  @IsOptional() @IsIn(PROPERTY_STATUSES) status?: PropertyStatus;
}

@Controller('user/properties')
@UseGuards(SignedInGuard)
export class MyPropertiesController {
  constructor(private readonly listings: OwnerListingsService) {}

  /** 200 the caller's listings in any state (or one: ?status=), newest first (all of a plan's 50 fit one page); X-Total-Count. */
  @Get()
  @Header('Content-Type', 'application/json; charset=utf-8')
  async list(@Query() query: MyListingsQuery, @CurrentUser() user: UserRow): Promise<Paged<JsonText<Property[]>>> {
    const { limit, offset } = pageWindow(query, MAX_PAGE_SIZE);
    return paged(await this.listings.list(user, query.status, limit, offset));
  }
}
