import { Controller, Get, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { UnwatchQuery } from './forum.dto.js';
import { ForumWatchesService } from './forum-watches.service.js';
import { unwatchedPage } from './unwatched-page.js';

/** The reply mails' one-click link: no sign-in needed, the token names the watch. */
@Controller('forum/unwatch')
export class ForumUnwatchController {
  constructor(private readonly watches: ForumWatchesService) {}

  @Get()
  async unwatch(@Query() { token }: UnwatchQuery, @Res({ passthrough: true }) res: Response): Promise<string> {
    const page = unwatchedPage(await this.watches.unwatchByToken(token));
    res.type('html');
    return page;
  }
}
