import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import { DEFAULT_LANGUAGE, languageOfCookie } from 'shared-contracts';
import { SiteSettingsService } from '../site-settings/site-settings.service.js';
import { appIcons, APP_ICONS_PATH } from './app-icons.js';
import { APP_MANIFEST_PATH, webAppManifest } from './app-manifest.js';

// Briefly: a name an admin changes reaches installed apps within minutes, and Chromium checks
// the manifest again at most once a day anyway.
const MANIFEST_CACHE = 'public, max-age=300';
// Not hashed names: a redrawn mark is seen within a day.
const ICON_CACHE = 'public, max-age=86400';

const isRead = (req: Request) => req.method === 'GET' || req.method === 'HEAD';

/**
 * The installable app: /manifest.webmanifest in the visitor's language, chosen as for a page
 * (the language cookie; Arabic, the site's default, without one), and its icons under
 * /app-icons/. Pages link the manifest with crossorigin="use-credentials": without it the
 * browser fetches it without cookies, so always in Arabic.
 */
export function mountAppManifest(app: NestExpressApplication): void {
  const settings = app.get(SiteSettingsService);
  app.use(APP_MANIFEST_PATH, (req: Request, res: Response, next: NextFunction) => {
    if (!isRead(req) || req.path !== '/') return next();
    const language = languageOfCookie(req.headers.cookie) ?? DEFAULT_LANGUAGE;
    settings
      .getPublic()
      .then((site) =>
        res
          .setHeader('Cache-Control', MANIFEST_CACHE)
          .vary('Cookie')
          .type('application/manifest+json')
          .send(JSON.stringify(webAppManifest(site, language))),
      )
      .catch(next);
  });
  app.use(APP_ICONS_PATH, (req: Request, res: Response, next: NextFunction) => {
    if (!isRead(req)) return next();
    appIcons()
      .then((icons) => {
        const png = icons.get(req.path.slice(1));
        if (!png) return next();
        res.setHeader('Cache-Control', ICON_CACHE).type('png').send(png);
      })
      .catch(next);
  });
}
