import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import { BlogFeeds } from './blog-feeds.js';
import { BLOG_FEED_PATH } from 'shared-contracts';

/**
 * The blog's RSS and the site's sitemap, where readers and crawlers look for them: outside
 * /api, and ahead of the portal, which answers any other path with a page or a 404.
 */
export function mountFeeds(app: NestExpressApplication): void {
  const feeds = app.get(BlogFeeds);
  const serve = (type: string, maxAge: number, render: (req: Request) => Promise<string>) => (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    render(req)
      .then((xml) => res.type(type).setHeader('Cache-Control', `public, max-age=${maxAge}`).send(xml))
      .catch(next);
  };
  app.use(
    BLOG_FEED_PATH,
    serve('application/rss+xml; charset=utf-8', 300, (req) => feeds.rss(req.query.lang)),
  );
  app.use(
    '/sitemap.xml',
    serve('application/xml; charset=utf-8', 3600, () => feeds.sitemap()),
  );
}
