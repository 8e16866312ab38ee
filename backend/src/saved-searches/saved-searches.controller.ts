import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Patch, Post, Query, Res, UseGuards } from '@nestjs/common';
import type { Response } from 'express';
import { IsHexadecimal, Length } from 'class-validator';
import type { SavedSearch } from 'shared-contracts';
import { CurrentUser } from '../common/decorators/current-user.decorator.js';
import { SignedInGuard } from '../common/guards/signed-in.guard.js';
import { IdPipe } from '../common/validation/ids.js';
import type { UserRow } from '../users/user-row.js';
import { SavedSearchDto, SavedSearchUpdateDto } from './saved-search.dto.js';
import { SavedSearchesService } from './saved-searches.service.js';
import { unsubscribedPage } from './unsubscribed-page.js';

/** The signed-in user's saved searches ("Save this search" on /search; listed on the dashboard). */
@Controller('user/saved-searches')
@UseGuards(SignedInGuard)
export class SavedSearchesController {
  constructor(private readonly searches: SavedSearchesService) {}

  /** 200 all of them (at most 20), each with its count of new matches. */
  @Get()
  list(@CurrentUser() user: UserRow): Promise<SavedSearch[]> {
    return this.searches.list(user.id);
  }

  /** 201; 403 SAVED_SEARCH_LIMIT_REACHED past 20. */
  @Post()
  create(@Body() body: SavedSearchDto, @CurrentUser() user: UserRow): Promise<SavedSearch> {
    return this.searches.create(user.id, body);
  }

  @Patch(':id')
  update(@Param('id', IdPipe) id: number, @Body() body: SavedSearchUpdateDto, @CurrentUser() user: UserRow): Promise<SavedSearch> {
    return this.searches.update(user.id, id, body);
  }

  /** 204: what was new is seen (the user opened the search). */
  @Post(':id/seen')
  @HttpCode(HttpStatus.NO_CONTENT)
  seen(@Param('id', IdPipe) id: number, @CurrentUser() user: UserRow): Promise<void> {
    return this.searches.markSeen(user.id, id);
  }

  @Delete(':id')
  @HttpCode(HttpStatus.NO_CONTENT)
  remove(@Param('id', IdPipe) id: number, @CurrentUser() user: UserRow): Promise<void> {
    return this.searches.remove(user.id, id);
  }
}

class UnsubscribeQuery {
  @IsHexadecimal() @Length(64, 64) token: string;
}

/** The alert emails' one-click link: no sign-in needed, the token names the search. */
@Controller('saved-searches/unsubscribe')
export class UnsubscribeController {
  constructor(private readonly searches: SavedSearchesService) {}

  /** 200 a short page in both languages; 404 (JSON, as every error) for a token no search has. */
  @Get()
  async unsubscribe(@Query() { token }: UnsubscribeQuery, @Res({ passthrough: true }) res: Response): Promise<string> {
    const page = unsubscribedPage(await this.searches.unsubscribe(token));
    res.type('html');
    return page;
  }
}
