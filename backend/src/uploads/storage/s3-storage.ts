import { DeleteObjectCommand, GetObjectCommand, HeadBucketCommand, HeadObjectCommand, paginateListObjectsV2, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import type { OnApplicationShutdown } from '@nestjs/common';
import type { RequestHandler } from 'express';
import { isUploadFileName } from '../upload-names.js';
import { inBatches } from './in-batches.js';
import { PHOTO_CACHE_CONTROL } from './photo-caching.js';
import { redirectToPublicUrl } from './redirect-to-public-url.js';
import { describeS3Error, s3ClientOf, s3StatusOf } from './s3-client.js';
import type { S3StorageConfig } from './s3-storage.config.js';
import { serveS3Objects } from './serve-s3-objects.js';
import { UploadsStorage } from './uploads-storage.js';

/** Requests in flight at once when deleting or looking up many files. */
const PARALLEL_REQUESTS = 8;

/** The photos as objects of an S3-compatible bucket (UPLOADS_S3_*), keyed by their file names. */
export class S3Storage extends UploadsStorage implements OnApplicationShutdown {
  readonly description: string;
  private readonly client: S3Client;

  constructor(private readonly config: S3StorageConfig) {
    super();
    this.client = s3ClientOf(config);
    // The origin alone: an endpoint written with user:password@ keeps them out of the logs.
    this.description = `the bucket ${config.bucket} at ${config.endpoint ? new URL(config.endpoint).origin : 'AWS S3'}`;
  }

  async put(name: string, data: Buffer, contentType: string): Promise<void> {
    // The object's own headers matter when browsers fetch it from the bucket (UPLOADS_PUBLIC_URL).
    await this.client.send(new PutObjectCommand({ Bucket: this.config.bucket, Key: name, Body: data, ContentType: contentType, CacheControl: PHOTO_CACHE_CONTROL }));
  }

  async has(name: string): Promise<boolean> {
    return this.client.send(new HeadObjectCommand({ Bucket: this.config.bucket, Key: name })).then(
      () => true,
      (error: Error) => (s3StatusOf(error) === 404 ? false : Promise.reject(error)),
    );
  }

  async read(name: string): Promise<Buffer> {
    const { Body } = await this.client.send(new GetObjectCommand({ Bucket: this.config.bucket, Key: name }));
    return Buffer.from(await Body!.transformToByteArray());
  }

  /** The photos' objects only: the bucket may hold others beside them (the backups, in docker-compose.yml). */
  async *names(): AsyncIterable<string> {
    for await (const page of paginateListObjectsV2({ client: this.client }, { Bucket: this.config.bucket })) {
      for (const { Key } of page.Contents ?? []) if (Key && isUploadFileName(Key)) yield Key;
    }
  }

  /**
   * One DeleteObject per file (deleting an absent key succeeds): DeleteObjects would be one
   * request, but MinIO and other compatible services refuse the checksum the SDK now sends with it
   * instead of the Content-MD5 they require.
   */
  async delete(names: string[]): Promise<void> {
    await inBatches(names, PARALLEL_REQUESTS, async (name) => {
      await this.client.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: name }));
    });
  }

  /** The bucket exists and these credentials reach it (HeadBucket); else an error saying which is wrong. */
  async check(): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: this.config.bucket })).catch((error: unknown) => {
      throw new Error(`Cannot reach ${this.description}: ${describeS3Error(error)}`, { cause: error });
    });
  }

  serve(): RequestHandler {
    return this.config.publicUrl ? redirectToPublicUrl(this.config.publicUrl) : serveS3Objects(this.client, this.config.bucket);
  }

  onApplicationShutdown(): void {
    this.client.destroy();
  }
}
