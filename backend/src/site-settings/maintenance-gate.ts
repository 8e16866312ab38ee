import { ServiceUnavailableException } from '@nestjs/common';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { isStaff } from 'shared-contracts';
import { replyWithError } from '../common/filters/reply-with-error.js';
import { noticePage } from '../common/http/notice-page.js';
import { SiteSettingsService } from './site-settings.service.js';

/** What stays open to everyone during maintenance: signing in (so that staff can), the session, the health check, the settings. */
const OPEN_API = [/^\/api\/(csrf-token|login|login\/two-factor|logout|user|health|site\/settings)$/];
/** The sign-in page, for staff. */
const OPEN_PAGES = [/^\/auth(\/|$)/];

const RETRY_AFTER_SECONDS = '600';

const MAINTENANCE_PAGE = noticePage({
  title: { ar: 'الموقع في صيانة', en: 'Under maintenance' },
  heading: { ar: 'الموقع في صيانة', en: 'We are doing some maintenance' },
  text: {
    ar: 'نعمل على تحسين الموقع. يُرجى العودة بعد قليل؛ إعلاناتكم وحساباتكم محفوظة.',
    en: 'We are improving the site. Please come back in a little while; your listings and account are safe.',
  },
  link: { href: '/', ar: 'أعد المحاولة', en: 'Try again' },
});

/**
 * While an admin has the site in maintenance: visitors and members get a 503 (a page in both
 * languages, or the API's JSON); staff browse and work as usual. Pages are checked before the
 * portal answers them, loading the session only then; API calls after the session is known.
 */
export class MaintenanceGate {
  constructor(
    private readonly settings: SiteSettingsService,
    private readonly sessions: RequestHandler,
  ) {}

  /** Before the portal answers a page. */
  readonly pages = (req: Request, res: Response, next: NextFunction): void => {
    if (OPEN_PAGES.some((open) => open.test(req.path))) return next();
    this.gate(req, res, next, () => {
      res.status(503).setHeader('Retry-After', RETRY_AFTER_SECONDS).setHeader('Cache-Control', 'no-store').type('html').send(MAINTENANCE_PAGE);
    });
  };

  /** Under /api, after the session stack (which the search and health reads skip). */
  readonly api = (req: Request, res: Response, next: NextFunction): void => {
    if (OPEN_API.some((open) => open.test(req.originalUrl.split('?')[0]))) return next();
    this.gate(req, res, next, () => {
      res.setHeader('Retry-After', RETRY_AFTER_SECONDS);
      replyWithError(res, new ServiceUnavailableException({ code: 'MAINTENANCE', message: 'The site is under maintenance. Please come back in a little while.' }));
    });
  };

  private gate(req: Request, res: Response, next: NextFunction, refuse: () => void): void {
    this.settings.get().then(({ maintenance }) => {
      if (!maintenance) return next();
      const decide = (error?: unknown) => (error ? next(error) : isStaff(req.currentUser?.role) ? next() : refuse());
      // Only now is the session worth loading: pages and the session-free reads come without it.
      if (req.session === undefined) this.sessions(req, res, decide);
      else decide();
    }, next);
  }
}
