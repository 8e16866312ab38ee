import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { NotFoundException, ServiceUnavailableException } from '@nestjs/common';
import { APP_VERSION_HEADER, DEFAULT_LANGUAGE, REMOTE_NAMES, languageOfCookie, remoteBasePath, type Language } from 'shared-contracts';
import { replyWithError } from '../common/filters/reply-with-error.js';
import { SESSION_COOKIE } from '../auth/mount-auth.js';
import { isPerson } from '../common/http/is-person.js';
import { mountAppManifest } from './mount-app-manifest.js';
import { mountServiceWorker } from './mount-service-worker.js';
import { PortalService } from './portal.service.js';
import type { PageVisitor } from './server-rendered-pages.js';
import { serveBuild } from './static-files.js';

/** A browser navigating to a page, as opposed to a script, an image or an API call. */
export const isPageRequest = (req: Request): boolean =>
  (req.method === 'GET' || req.method === 'HEAD') && !req.path.startsWith('/api/') && !/\.[a-z0-9]+$/i.test(req.path) && req.accepts('html') === 'html';

/**
 * Who asks for a page, for the pages drawn with their data. A signed-in member's listing page
 * and topic are left to the browser: the API knows them (their own listing or topic is not a
 * view of it; the topics they watch, the replies they liked), the page request does not.
 */
function visitorOf(req: Request, origin: string, language: Language): PageVisitor | undefined {
  const signedIn = req.headers.cookie?.includes(`${SESSION_COOKIE}=`) ?? false;
  if (signedIn && (req.path.startsWith('/property/') || req.path.startsWith('/forum/'))) return undefined;
  return { ip: req.ip ?? '', userAgent: req.get('user-agent') ?? '', isPerson: isPerson(req), language, origin };
}

/**
 * Portal mode: next to /api, the same server answers /remotes.json, the web app manifest and its
 * icons, the service worker and its frame, the shell at / and each remote's build under /mfe/<name>/
 * (unless they are served by their own servers), and every page path (deep
 * links such as /property/12 on reload) with the shell's index.html carrying preload hints for
 * the remote of that page, once the page gate lets it through.
 */
export function mountPortal(app: NestExpressApplication, pageGate: RequestHandler): void {
  const portal = app.get(PortalService);
  const { serveFrontends, serveFiles, builds } = portal.config;
  app.use('/remotes.json', (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.json(portal.remotesManifest());
  });
  // Like /remotes.json, served even when the pages come from elsewhere (deploy/Caddyfile).
  mountAppManifest(app);
  if (serveFrontends) mountServiceWorker(app, portal);
  // The builds' files, unless they have servers of their own (docker-compose): the pages are drawn here either way.
  if (serveFrontends && serveFiles) {
    for (const name of REMOTE_NAMES) {
      const build = builds.remotes[name];
      if (build && 'folder' in build) app.use(remoteBasePath(name), serveBuild(build.folder));
    }
    if ('folder' in builds.shell) app.use(serveBuild(builds.shell.folder));
  }
  // A page may be refused first (maintenance); files never are (staff need them as well).
  app.use((req: Request, res: Response, next: NextFunction) => (serveFrontends && isPageRequest(req) ? pageGate(req, res, next) : next()));
  // Last before the API's router: pages, and the same JSON 404 as the API for anything else.
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (req.path.startsWith('/api/')) return next();
    if (!serveFrontends || !isPageRequest(req)) return replyWithError(res, new NotFoundException(`Nothing at ${req.path}`));
    const origin = `${req.protocol}://${req.get('host') ?? 'localhost'}`;
    const query = req.originalUrl.includes('?') ? req.originalUrl.slice(req.originalUrl.indexOf('?') + 1) : '';
    // The browser keeps the visitor's choice in a cookie; a first visit is in Arabic, the site's default.
    const language = languageOfCookie(req.headers.cookie) ?? DEFAULT_LANGUAGE;
    portal
      .page(req.path, origin, language, query, visitorOf(req, origin, language))
      .then((page) => {
        if (page.status === 301) return res.redirect(301, page.location);
        if (page.version) res.setHeader(APP_VERSION_HEADER, page.version);
        // Drawn in the language of the visitor's cookie: a cache must not give it to another.
        res.status(page.status).setHeader('Cache-Control', 'no-cache').vary('Cookie').type('html').send(page.html);
      })
      .catch(() => replyWithError(res, new ServiceUnavailableException('The site is not built yet: run npm run build')));
  });
}
