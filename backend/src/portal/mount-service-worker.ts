import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import { NotFoundException } from '@nestjs/common';
import { APP_SHELL_PATH, SERVICE_WORKER_PATH } from 'shared-contracts';
import { replyWithError } from '../common/filters/reply-with-error.js';
import type { PortalService } from './portal.service.js';

const originOf = (req: Request): string => `${req.protocol}://${req.get('host') ?? 'localhost'}`;

/**
 * /sw.js, before the shell's build folder (whose sw.js lacks the list of what to precache), and
 * the frame it keeps for pages it has not. Both asked again each time (`no-cache`): the browser
 * compares the worker's bytes to find a new version, and checks at least once a day anyway.
 */
export function mountServiceWorker(app: NestExpressApplication, portal: PortalService): void {
  app.use(SERVICE_WORKER_PATH, (req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || req.path !== '/') return next();
    portal
      .serviceWorker(originOf(req))
      .then((script) => {
        if (script === null) return replyWithError(res, new NotFoundException('No service worker in this build (npm run build makes one)'));
        res.setHeader('Cache-Control', 'no-cache');
        res.type('text/javascript').send(script);
      })
      .catch(next);
  });
  app.use(APP_SHELL_PATH, (req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || req.path !== '/') return next();
    portal
      .appShell(originOf(req))
      .then((html) => res.setHeader('Cache-Control', 'no-cache').type('html').send(html))
      .catch(next);
  });
}
