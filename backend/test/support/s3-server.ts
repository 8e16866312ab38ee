import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { Env } from '../../src/config/validate-config.js';

export interface TestS3Server {
  /** The app's UPLOADS_S3_* settings for this server's bucket. */
  env: Env;
  bucket: string;
  /** The keys the bucket holds, sorted. */
  keys(): Promise<string[]>;
  /** An object's bytes and stored type. */
  object(key: string): Promise<{ data: Buffer; contentType?: string }>;
  close(): Promise<void>;
}

const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/**
 * An S3-compatible server on loopback (s3rver: plain npm, no network, no Docker), its objects
 * in a temporary folder, with one empty bucket. Start one per test file.
 */
export async function startS3Server(bucket = 'photos'): Promise<TestS3Server> {
  const directory = await mkdtemp(join(tmpdir(), 'djelfa-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials: CREDENTIALS });
  let closed = false;
  return {
    env: { UPLOADS_S3_BUCKET: bucket, UPLOADS_S3_ENDPOINT: endpoint, UPLOADS_S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId, UPLOADS_S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey },
    bucket,
    keys: async () => ((await client.send(new ListObjectsV2Command({ Bucket: bucket }))).Contents ?? []).map(({ Key }) => Key!).sort(),
    object: async (key) => {
      const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
      return { data: Buffer.from(await object.Body!.transformToByteArray()), contentType: object.ContentType };
    },
    close: async () => {
      if (closed) return;
      closed = true;
      client.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
