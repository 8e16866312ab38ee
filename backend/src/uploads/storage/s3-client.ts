import { S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import type { S3StorageConfig } from './s3-storage.config.js';

/** The SDK's client for the configured bucket's service. */
export function s3ClientOf({ endpoint, region, credentials, forcePathStyle }: S3StorageConfig): S3Client {
  return new S3Client({
    endpoint,
    region,
    credentials,
    forcePathStyle,
    // Checksums only where the API requires one: S3-compatible services (OVH, older MinIO and
    // others) refuse the CRC32 the SDK otherwise adds to every upload since 3.729.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A service that does not answer is reported within seconds (readiness, an upload's 503).
    requestHandler: { connectionTimeout: 5_000 },
  });
}

/** The HTTP status the service answered with, when the error is its answer (not a network failure). */
export const s3StatusOf = (error: unknown): number | undefined => (error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined);

/** Why a request failed, in words an operator can act on (a HEAD's error has no message of its own). */
export function describeS3Error(error: unknown): string {
  switch (s3StatusOf(error)) {
    case 301:
      return 'the bucket is in another region (UPLOADS_S3_REGION)';
    case 403:
      return 'access denied (UPLOADS_S3_ACCESS_KEY_ID, UPLOADS_S3_SECRET_ACCESS_KEY)';
    case 404:
      return 'no such bucket (UPLOADS_S3_BUCKET)';
    default:
      return error instanceof Error ? error.message || error.name : String(error);
  }
}
