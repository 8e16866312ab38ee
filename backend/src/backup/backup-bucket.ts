import { DeleteObjectCommand, paginateListObjectsV2, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { s3ClientOf } from '../uploads/storage/s3-client.js';
import type { S3StorageConfig } from '../uploads/storage/s3-storage.config.js';

/** The backups' objects in a bucket, beside the photos but under a prefix of their own. */
export class BackupBucket {
  private readonly client: S3Client;

  constructor(private readonly config: S3StorageConfig) {
    this.client = s3ClientOf(config);
  }

  async put(key: string, file: string): Promise<void> {
    const { size } = await stat(file);
    await this.client.send(new PutObjectCommand({ Bucket: this.config.bucket, Key: key, Body: createReadStream(file), ContentLength: size, ContentType: 'application/gzip' }));
  }

  async keys(prefix: string): Promise<string[]> {
    const keys: string[] = [];
    for await (const page of paginateListObjectsV2({ client: this.client }, { Bucket: this.config.bucket, Prefix: prefix })) {
      for (const { Key } of page.Contents ?? []) if (Key) keys.push(Key);
    }
    return keys.sort();
  }

  async delete(keys: string[]): Promise<void> {
    for (const key of keys) await this.client.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: key }));
  }

  close(): void {
    this.client.destroy();
  }
}
