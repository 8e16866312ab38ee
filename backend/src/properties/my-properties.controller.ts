import { Controller, Get, Header, Query, Res, UseGuards } from '@nestjs/common';
import type { Response } from 'express';
import { MAX_PAGE_SIZE, TOTAL_COUNT_HEADER, type Property } from 'shared-contracts';
import { DataSource } from 'typeorm';
import { CurrentUser } from '../common/decorators/current-user.decorator.js';
import { SignedInGuard } from '../common/guards/signed-in.guard.js';
import type { UserEntity } from '../users/user.entity.js';
import { PageDto, pageWindow } from '../common/pagination/page.dto.js';
import { jsonArray, propertyJson, type JsonText } from './property-json.js';

const MINE = `SELECT ${propertyJson('p')} AS body FROM properties p WHERE p.user_id = $1 ORDER BY p.created_at DESC, p.id DESC LIMIT $2 OFFSET $3`;

@Controller('user/properties')
@UseGuards(SignedInGuard)
export class MyPropertiesController {
  constructor(private readonly dataSource: DataSource) {}

  /** 200 the caller's listings in any state, newest first (all of a plan's 50 fit one page); X-Total-Count. */
  @Get()
  @Header('Content-Type', 'application/json; charset=utf-8')
  async list(@Query() query: PageDto, @CurrentUser() user: UserEntity, @Res({ passthrough: true }) res: Response): Promise<JsonText<Property[]>> {
    const { limit, offset } = pageWindow(query, MAX_PAGE_SIZE);
    const [rows, [{ total }]] = await Promise.all([
      this.dataSource.query(MINE, [user.id, limit, offset]),
      this.dataSource.query('SELECT count(*)::int AS total FROM properties WHERE user_id = $1', [user.id]),
    ]);
    res.setHeader(TOTAL_COUNT_HEADER, String(total));
    return jsonArray(rows);
  }
}
