import { Body, Controller, Delete, Get, Header, HttpCode, Param, Patch, Post, Query, Req, Res, UseGuards } from '@nestjs/common';
import type { Request, Response } from 'express';
import {
  NEXT_CURSOR_HEADER,
  TOTAL_CAPPED_HEADER,
  type ListingPlacement,
  type MapPoints,
  type Property,
  type PropertyCard,
  type PropertyDetail,
  type SimilarProperties,
} from 'shared-contracts';
import { PUBLIC_READ } from '../common/http/cache-control.js';
import { CurrentUser } from '../common/decorators/current-user.decorator.js';
import { SignedInGuard } from '../common/guards/signed-in.guard.js';
import { IdPipe } from '../common/validation/ids.js';
import type { UserRow } from '../users/user-row.js';
import { CreatePropertyDto } from './dto/create-property.dto.js';
import { SearchPropertiesDto } from './dto/search-properties.dto.js';
import { ListingStateChangeDto } from './dto/listing-state-change.dto.js';
import { UpdatePropertyDto } from './dto/update-property.dto.js';
import type { JsonText } from '../common/sql/json-text.js';
import { PropertyReadsService } from './property-reads.service.js';
import { PropertySearchService } from './property-search.service.js';
import { PropertyWritesService } from './property-writes.service.js';
import { SimilarPropertiesService } from './similar-properties.service.js';
import { isPerson } from '../common/http/is-person.js';
import { visitorOf } from '../common/http/daily-views.js';
import { paged, type Paged } from '../common/http/paged.js';
import { SearchDays } from './search/search-days.js';

/** The bodies are JSON texts made by PostgreSQL (property-json.ts): Nest sends them as they are. */
const JSON_TYPE = ['Content-Type', 'application/json; charset=utf-8'] as const;

@Controller('properties')
export class PropertiesController {
  constructor(
    private readonly searching: PropertySearchService,
    private readonly reads: PropertyReadsService,
    private readonly writes: PropertyWritesService,
    private readonly searchDays: SearchDays,
    private readonly similarOnes: SimilarPropertiesService,
  ) {}

  /**
   * 200 a page of active listings as their cards show them (PropertyCard), with their owners' contact; X-Total-Count: all that match, up
   * to SEARCH_TOTAL_CAP (X-Total-Capped: true beyond); X-Next-Cursor: the `after` of the next page.
   */
  @Get()
  @Header(...JSON_TYPE)
  @Header('Cache-Control', PUBLIC_READ)
  async search(@Query() query: SearchPropertiesDto, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<Paged<JsonText<PropertyCard[]>>> {
    // A person's search: its first page (the home page's featured three are not one).
    if ((query.page ?? 1) === 1 && !query.featured && isPerson(req)) this.searchDays.count();
    const { items, total, capped, nextCursor } = await this.searching.search(query);
    if (capped) res.setHeader(TOTAL_CAPPED_HEADER, 'true');
    if (nextCursor) res.setHeader(NEXT_CURSOR_HEADER, nextCursor);
    return paged({ items, total });
  }

  /**
   * 200 the search's matches (the same filters, bbox included; page and sort aside) as markers,
   * newest first, up to MAP_POINTS_LIMIT: shared-contracts MapPoints.
   */
  @Get('map')
  @Header('Cache-Control', PUBLIC_READ)
  map(@Query() query: SearchPropertiesDto): Promise<MapPoints> {
    return this.searching.map(query);
  }

  /** 200 the listing's point as its owner placed it (ListingPlacement): its owner and admins only, 404 for anyone else; never cached (no-store, the API's default). */
  @Get(':id/placement')
  @UseGuards(SignedInGuard)
  placement(@Param('id', IdPipe) id: number, @CurrentUser() user: UserRow): Promise<ListingPlacement> {
    return this.reads.placement(id, user);
  }

  /** 200 the listing and its owner's contact; 404 unless public, or the caller's own, or an admin's to see. */
  @Get(':id')
  @Header(...JSON_TYPE)
  async detail(@Param('id', IdPipe) id: number, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<JsonText<PropertyDetail>> {
    const { body, isPublic } = await this.reads.detail(id, req.currentUser, visitorOf(req));
    if (isPublic) res.setHeader('Cache-Control', PUBLIC_READ);
    return body;
  }

  /** 200 up to four public listings like this one, best first (shared-contracts SimilarProperties); 404 as the listing's own page. */
  @Get(':id/similar')
  @Header(...JSON_TYPE)
  async similar(@Param('id', IdPipe) id: number, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<JsonText<SimilarProperties>> {
    const { body, isPublic } = await this.similarOnes.similar(id, req.currentUser);
    if (isPublic) res.setHeader('Cache-Control', PUBLIC_READ);
    return body;
  }

  /** 201 the new listing. */
  @Post()
  @UseGuards(SignedInGuard)
  @Header(...JSON_TYPE)
  create(@Body() dto: CreatePropertyDto, @CurrentUser() user: UserRow): Promise<JsonText<Property>> {
    return this.writes.create(user, dto);
  }

  /** 200 the listing as changed. */
  @Patch(':id')
  @UseGuards(SignedInGuard)
  @Header(...JSON_TYPE)
  update(@Param('id', IdPipe) id: number, @Body() dto: UpdatePropertyDto, @CurrentUser() user: UserRow): Promise<JsonText<Property>> {
    return this.writes.update(user, id, dto);
  }

  /** 200 the listing in its new state: pause, resume, sold, rented, relist (409 INVALID_TRANSITION otherwise). */
  @Post(':id/state')
  @HttpCode(200)
  @UseGuards(SignedInGuard)
  @Header(...JSON_TYPE)
  changeState(@Param('id', IdPipe) id: number, @Body() dto: ListingStateChangeDto, @CurrentUser() user: UserRow): Promise<JsonText<Property>> {
    return this.writes.changeState(user, id, dto);
  }

  /** 200 the listing with 90 more days; an expired one is published again. */
  @Post(':id/renew')
  @HttpCode(200)
  @UseGuards(SignedInGuard)
  @Header(...JSON_TYPE)
  renew(@Param('id', IdPipe) id: number, @CurrentUser() user: UserRow): Promise<JsonText<Property>> {
    return this.writes.renew(user, id);
  }

  /** 204; its photos are deleted too. */
  @Delete(':id')
  @UseGuards(SignedInGuard)
  @HttpCode(204)
  remove(@Param('id', IdPipe) id: number, @CurrentUser() user: UserRow): Promise<void> {
    return this.writes.remove(user, id);
  }
}
