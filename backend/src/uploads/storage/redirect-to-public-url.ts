import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { isUploadFileName } from '../upload-names.js';
import { PUBLIC_URL_REDIRECT_CACHE_CONTROL } from './photo-caching.js';

/**
 * With a public bucket (UPLOADS_PUBLIC_URL): GET and HEAD /uploads/<name> answer a redirect to
 * `<UPLOADS_PUBLIC_URL>/<name>`, so the photo's bytes come from the bucket or its CDN, never
 * through the API. Listings keep their /uploads/ URLs whichever storage holds the photos.
 */
export function redirectToPublicUrl(publicUrl: string): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    const name = req.path.slice(1);
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !isUploadFileName(name)) return next();
    res.setHeader('Cache-Control', PUBLIC_URL_REDIRECT_CACHE_CONTROL);
    res.redirect(302, `${publicUrl}/${name}`);
  };
}
