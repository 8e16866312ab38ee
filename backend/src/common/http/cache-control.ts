import type { NextFunction, Request, Response } from 'express';

/**
 * Public reads (the search, a public listing): caches may keep them but must ask again each
 * time, and get a 304 when the ETag still matches, so no one sees a listing that has changed.
 */
export const PUBLIC_READ = 'no-cache';

/**
 * The account's own reads that the site's service worker keeps for a visit without a connection
 * (the session, the favourites; README "The app offline"): the browser alone may keep them
 * (`private`), asking again each time; the worker forgets them at sign-out.
 */
export const PRIVATE_READ = 'private, no-cache';

/**
 * Every answer of the API may depend on who asks (their account, dashboard, own listings): no
 * cache may keep it, unless its route says it is a public read.
 */
export function noStoreByDefault(_req: Request, res: Response, next: NextFunction): void {
  res.setHeader('Cache-Control', 'no-store');
  next();
}
