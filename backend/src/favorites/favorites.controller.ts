import { Body, Controller, Delete, Get, Header, HttpCode, HttpStatus, Param, Post, Put, Query, UseGuards } from '@nestjs/common';
import { ArrayMaxSize, IsArray } from 'class-validator';
import { MAX_FAVORITES, MAX_PAGE_SIZE, type FavoriteListing, type FavoritesMerge } from 'shared-contracts';
import { CurrentUser } from '../common/decorators/current-user.decorator.js';
import { PRIVATE_READ } from '../common/http/cache-control.js';
import { SignedInGuard } from '../common/guards/signed-in.guard.js';
import { PageDto, pageWindow } from '../common/pagination/page.dto.js';
import { IdPipe, IsId } from '../common/validation/ids.js';
import type { JsonText } from '../common/sql/json-text.js';
import type { UserRow } from '../users/user-row.js';
import { FavoritesService } from './favorites.service.js';
import { paged, type Paged } from '../common/http/paged.js';

class FavoritesMergeDto implements FavoritesMerge {
  @IsArray() @ArrayMaxSize(MAX_FAVORITES) @IsId({ each: true }) ids: number[];
}

/** The signed-in user's saved listings (the marketplace's heart, the dashboard's Favorites tab). */
@Controller('user/favorites')
@UseGuards(SignedInGuard)
export class FavoritesController {
  constructor(private readonly favorites: FavoritesService) {}

  /** 200 the saved listings, the latest saved first, each with what changed since; X-Total-Count. */
  @Get()
  @Header('Content-Type', 'application/json; charset=utf-8')
  @Header('Cache-Control', PRIVATE_READ)
  async page(@Query() query: PageDto, @CurrentUser() user: UserRow): Promise<Paged<JsonText<FavoriteListing[]>>> {
    const { limit, offset } = pageWindow(query, MAX_PAGE_SIZE);
    return paged(await this.favorites.page(user.id, limit, offset));
  }

  /** 200 every saved listing's id (at most 500): the hearts on any page. */
  @Get('ids')
  @Header('Cache-Control', PRIVATE_READ)
  ids(@CurrentUser() user: UserRow): Promise<number[]> {
    return this.favorites.ids(user.id);
  }

  /** 204; 404 for a listing that is not public; 403 FAVORITES_LIMIT_REACHED past 500. */
  @Put(':propertyId')
  @HttpCode(HttpStatus.NO_CONTENT)
  save(@Param('propertyId', IdPipe) propertyId: number, @CurrentUser() user: UserRow): Promise<void> {
    return this.favorites.save(user.id, propertyId);
  }

  @Delete(':propertyId')
  @HttpCode(HttpStatus.NO_CONTENT)
  remove(@Param('propertyId', IdPipe) propertyId: number, @CurrentUser() user: UserRow): Promise<void> {
    return this.favorites.remove(user.id, propertyId);
  }

  /** 200 all the ids now saved, after the browser's were added. */
  @Post('merge')
  @HttpCode(HttpStatus.OK)
  merge(@Body() body: FavoritesMergeDto, @CurrentUser() user: UserRow): Promise<number[]> {
    return this.favorites.merge(user.id, body.ids);
  }
}
