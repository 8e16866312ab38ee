import type { NestExpressApplication } from '@nestjs/platform-express';
import compression from 'compression';
import helmet from 'helmet';
import { MAP_TILES_CONFIG, type MapTilesConfig } from '../config/map-tiles.config.js';
import { UPLOADS_CONFIG, type UploadsConfig } from '../uploads/uploads.config.js';
import { PortalService } from './portal.service.js';

/** Where the detail page's tour card loads from (shared-contracts' youtubeThumbnailUrl, youtubeEmbedUrl). */
const YOUTUBE_STILLS = 'https://i.ytimg.com';
const YOUTUBE_PLAYER = 'https://www.youtube-nocookie.com';

/** Origins other than this site that serve a remote (REMOTE_URL_* pointing elsewhere). */
function remoteOrigins(remotes: Record<string, string>): string[] {
  return [
    ...new Set(
      Object.values(remotes)
        .filter((url) => /^https?:\/\//.test(url))
        .map((url) => new URL(url).origin),
    ),
  ];
}

/**
 * Compression and the security headers (helmet: CSP, nosniff, frame and referrer rules) on every
 * answer of the site: pages, the API, photos, the feed and the sitemap alike. Mounted before
 * anything that answers.
 */
export function mountSecurityHeaders(app: NestExpressApplication): void {
  const portal = app.get(PortalService);
  const elsewhere = remoteOrigins(portal.config.remotes);
  // A public bucket (UPLOADS_PUBLIC_URL): /uploads/ redirects there, and the images load from it.
  const photosUrl = app.get<UploadsConfig>(UPLOADS_CONFIG).s3?.publicUrl;
  const photoOrigins = photosUrl ? [new URL(photosUrl).origin] : [];
  // A listing's map and the editor's draw tiles from MAP_TILES_URL's server.
  const tilesOrigin = app.get<MapTilesConfig>(MAP_TILES_CONFIG).origin;
  app.use(compression());
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          'script-src': ["'self'", ...elsewhere, () => portal.scriptSources().join(' ')],
          'style-src': ["'self'", "'unsafe-inline'", ...elsewhere], // antd's CSS-in-JS writes <style> tags
          'connect-src': ["'self'", ...elsewhere],
          // A listing's virtual tour: YouTube's still before play, then its privacy-enhanced player.
          'img-src': ["'self'", 'data:', YOUTUBE_STILLS, tilesOrigin, ...photoOrigins],
          'frame-src': [YOUTUBE_PLAYER],
          'upgrade-insecure-requests': null, // plain http on a LAN or localhost must keep working
        },
      },
    }),
  );
}
