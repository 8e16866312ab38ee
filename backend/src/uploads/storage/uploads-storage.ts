import type { RequestHandler } from 'express';

/**
 * Where the photos' files are kept: LocalFolderStorage (UPLOADS_DIR, the default) or S3Storage
 * (UPLOADS_S3_BUCKET, any S3-compatible service). Injected by this class. A name is an upload's
 * file name (upload-names.ts): 128 random bits, written once, never reused for other content.
 */
export abstract class UploadsStorage {
  /** Where the photos are, for the start's log and the copy command ("the bucket photos at …"). */
  abstract readonly description: string;

  /** Stores a new file under this name. */
  abstract put(name: string, data: Buffer, contentType: string): Promise<void>;

  /** Whether a file of this name is stored. */
  abstract has(name: string): Promise<boolean>;

  /** A stored file's bytes (a backup reads them); rejects when there is none of this name. */
  abstract read(name: string): Promise<Buffer>;

  /** The names of the photos' files stored, in no order (a restore checks there are none). */
  abstract names(): AsyncIterable<string>;

  /** Deletes these files; one already gone is no error. */
  abstract delete(names: string[]): Promise<void>;

  /**
   * The readiness probe's question: resolves when new photos can be stored, rejects with the
   * reason otherwise (the folder cannot be written to; the bucket does not answer HeadBucket).
   */
  abstract check(): Promise<void>;

  /**
   * The middleware mounted at /uploads: answers GET and HEAD /<name> for a stored photo, cached a
   * year as immutable, and calls next() for anything else (the portal's JSON 404 follows).
   */
  abstract serve(): RequestHandler;
}
