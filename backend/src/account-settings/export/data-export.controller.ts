import { Controller, Get, Res, UseGuards } from '@nestjs/common';
import type { Response } from 'express';
import { CurrentUser } from '../../common/decorators/current-user.decorator.js';
import { SignedInGuard } from '../../common/guards/signed-in.guard.js';
import type { UserRow } from '../../users/user-row.js';
import { DataExportService } from './data-export.service.js';

@Controller('user/export')
@UseGuards(SignedInGuard)
export class DataExportController {
  constructor(private readonly exports: DataExportService) {}

  /** A download: the member's data as a JSON file. */
  @Get()
  async download(@CurrentUser() user: UserRow, @Res({ passthrough: true }) res: Response): Promise<Record<string, unknown>> {
    const data = await this.exports.export(user);
    res.setHeader('Content-Disposition', `attachment; filename="djelfa-estates-${user.username}-${new Date().toISOString().slice(0, 10)}.json"`);
    return data;
  }
}
