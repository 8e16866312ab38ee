import { Controller, Get, Header } from '@nestjs/common';
import type { SiteFigures } from 'shared-contracts';
import { PUBLIC_READ } from '../common/http/cache-control.js';
import { SiteFiguresService } from './site-figures.service.js';

@Controller('site/figures')
export class SiteFiguresController {
  constructor(private readonly figures: SiteFiguresService) {}

  @Get()
  @Header('Cache-Control', PUBLIC_READ)
  get(): Promise<SiteFigures> {
    return this.figures.figures();
  }
}
