import { Module } from '@nestjs/common';
import { SiteFiguresController } from './site-figures.controller.js';
import { SiteFiguresService } from './site-figures.service.js';

/** The site's real figures, for the pages that show them instead of marketing claims. */
@Module({ controllers: [SiteFiguresController], providers: [SiteFiguresService], exports: [SiteFiguresService] })
export class SiteFiguresModule {}
