import { GetObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { Logger } from '@nestjs/common';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream';
import { storageUnavailable } from '../upload-errors.js';
import { isUploadFileName, UPLOAD_CONTENT_TYPE } from '../upload-names.js';
import { PHOTO_CACHE_CONTROL } from './photo-caching.js';
import { s3StatusOf } from './s3-client.js';

const logger = new Logger('Uploads');

const dateOf = (header: string | undefined): Date | undefined => {
  const date = header === undefined ? undefined : new Date(header);
  return date && !Number.isNaN(date.getTime()) ? date : undefined;
};

function setPhotoHeaders(res: Response): void {
  res.setHeader('Cache-Control', PHOTO_CACHE_CONTROL);
  // Served as image/webp whatever a browser would sniff from the bytes.
  res.setHeader('X-Content-Type-Options', 'nosniff');
}

/**
 * GET and HEAD /uploads/<name> streamed from the bucket, as the folder's static files are
 * served: image/webp, a year's immutable caching, the object's ETag and Last-Modified, and a
 * revalidation (If-None-Match, If-Modified-Since) answered 304 by the bucket itself. A name that
 * is not an upload's, or no such object: next(), the JSON 404. The bucket unreachable: 503.
 */
export function serveS3Objects(client: S3Client, bucket: string): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    const name = req.path.slice(1);
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !isUploadFileName(name)) return next();
    const request = new GetObjectCommand({ Bucket: bucket, Key: name, IfNoneMatch: req.get('if-none-match'), IfModifiedSince: dateOf(req.get('if-modified-since')) });
    client.send(request).then(
      (object) => {
        setPhotoHeaders(res);
        res.setHeader('Content-Type', UPLOAD_CONTENT_TYPE);
        if (object.ContentLength !== undefined) res.setHeader('Content-Length', String(object.ContentLength));
        if (object.ETag) res.setHeader('ETag', object.ETag);
        if (object.LastModified) res.setHeader('Last-Modified', object.LastModified.toUTCString());
        const body = object.Body as Readable;
        if (req.method === 'HEAD') {
          body.destroy();
          res.end();
          return;
        }
        // A stream that breaks off ends the connection: the headers are gone, nothing more can be said.
        pipeline(body, res, () => undefined);
      },
      (error: unknown) => {
        const status = s3StatusOf(error);
        if (status === 304) {
          setPhotoHeaders(res);
          res.status(304).end();
        } else if (status === 404) {
          next();
        } else {
          logger.warn(`Cannot read ${name} from the bucket ${bucket}: ${error instanceof Error ? error.message : String(error)}`);
          next(storageUnavailable(error));
        }
      },
    );
  };
}
