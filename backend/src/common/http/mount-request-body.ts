import type { NestExpressApplication } from '@nestjs/platform-express';
import { rejectMalformedInput } from '../validation/well-formed-input.js';

/** More than any form of the site sends (a listing with every field full is under 60 KB). */
export const JSON_BODY_LIMIT = '256kb';

/**
 * JSON bodies only (uploads are multipart, read by their route), within a size, then the check
 * of every body and query string for what no route can take (well-formed-input.ts). Nest's own
 * parsers are off (createApp) so that this runs before the sessions, guards and routes.
 */
export function mountRequestBody(app: NestExpressApplication): void {
  app.useBodyParser('json', { limit: JSON_BODY_LIMIT });
  app.use(rejectMalformedInput);
}
