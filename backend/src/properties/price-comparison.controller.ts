import { Controller, Get, Param, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { PriceComparison } from 'shared-contracts';
import { PUBLIC_READ } from '../common/http/cache-control.js';
import { IdPipe } from '../common/validation/ids.js';
import { PriceComparisonService } from './price-comparison.service.js';

/** The listing page's "12% below the median of Djelfa apartments". */
@Controller('properties')
export class PriceComparisonController {
  constructor(private readonly comparisons: PriceComparisonService) {}

  /** 200 the comparison, or `comparison: null` with too few comparables; 404 as the listing's page. */
  @Get(':id/price-comparison')
  async compare(@Param('id', IdPipe) id: number, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<PriceComparison> {
    const { body, isPublic } = await this.comparisons.compare(id, req.currentUser);
    if (isPublic) res.setHeader('Cache-Control', PUBLIC_READ);
    return body;
  }
}
