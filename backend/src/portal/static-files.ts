import express, { type Response } from 'express';
import { CONTENT_HASHED_FILE as HASHED } from 'shared-contracts';

// Hashed file names never change content: cache them for a year. Everything else (index.html,
// remoteEntry.js, mf-manifest.json) must be revalidated, or a redeploy is not seen.

function cacheHeaders(res: Response, path: string): void {
  res.setHeader('Cache-Control', HASHED.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache');
}

/** A front end's build folder; its index.html is never served as a file (the portal renders it). */
export const serveBuild = (dist: string) => express.static(dist, { index: false, setHeaders: cacheHeaders, extensions: false, dotfiles: 'ignore' });
