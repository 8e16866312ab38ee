import { Body, Controller, Delete, Get, Header, HttpCode, HttpStatus, Param, Post, Put, Query, Res, UseGuards } from '@nestjs/common';
import type { Response } from 'express';
import { MAX_DRAFTS, type ListingDraft, type Property } from 'shared-contracts';
import { CurrentUser } from '../../common/decorators/current-user.decorator.js';
import { SignedInGuard } from '../../common/guards/signed-in.guard.js';
import { PageDto, pageWindow } from '../../common/pagination/page.dto.js';
import { IdPipe } from '../../common/validation/ids.js';
import type { UserRow } from '../../users/user-row.js';
import type { JsonText } from '../../common/sql/json-text.js';
import { DraftCreateDto, DraftSaveDto } from './draft-bodies.dto.js';
import { DraftsService } from './drafts.service.js';
import { paged, type Paged } from '../../common/http/paged.js';

/** The editor's drafts (dashboard): the caller's own only; anyone else's is a 404. */
@Controller('user/drafts')
@UseGuards(SignedInGuard)
export class DraftsController {
  constructor(private readonly drafts: DraftsService) {}

  /** 200 the caller's drafts, the latest saved first; X-Total-Count. */
  @Get()
  async list(@Query() query: PageDto, @CurrentUser() user: UserRow): Promise<Paged<ListingDraft[]>> {
    const { limit, offset } = pageWindow(query, MAX_DRAFTS);
    return paged(await this.drafts.list(user, limit, offset));
  }

  @Get(':id')
  get(@Param('id', IdPipe) id: number, @CurrentUser() user: UserRow): Promise<ListingDraft> {
    return this.drafts.get(user, id);
  }

  /** 201 a new draft; 200 when it replaces the caller's draft of the same listing; 403 DRAFT_LIMIT_REACHED past 20; an admin's for a member with ownerId. */
  @Post()
  async create(@Body() body: DraftCreateDto, @CurrentUser() user: UserRow, @Res({ passthrough: true }) res: Response): Promise<ListingDraft> {
    const { draft, created } = await this.drafts.create(user, body.propertyId ?? null, body.form, body.ownerId);
    res.status(created ? HttpStatus.CREATED : HttpStatus.OK);
    return draft;
  }

  /** 200: the autosave. */
  @Put(':id')
  save(@Param('id', IdPipe) id: number, @Body() body: DraftSaveDto, @CurrentUser() user: UserRow): Promise<ListingDraft> {
    return this.drafts.save(user, id, body.form);
  }

  @Delete(':id')
  @HttpCode(HttpStatus.NO_CONTENT)
  remove(@Param('id', IdPipe) id: number, @CurrentUser() user: UserRow): Promise<void> {
    return this.drafts.remove(user, id);
  }

  /** 200 the listing, published (or its changes applied); 400 VALIDATION_FAILED per field; 403 PLAN_LIMIT_REACHED; 409 LISTING_CLOSED. */
  @Post(':id/publish')
  @HttpCode(HttpStatus.OK)
  @Header('Content-Type', 'application/json; charset=utf-8')
  publish(@Param('id', IdPipe) id: number, @CurrentUser() user: UserRow): Promise<JsonText<Property>> {
    return this.drafts.publish(user, id);
  }
}
