import { IsDefined, IsIn, IsOptional, IsString, IsUrl, Matches, ValidateIf } from 'class-validator';
import { validateConfig, type Env } from '../../config/validate-config.js';

const HTTP_URL = { protocols: ['http', 'https'], require_protocol: true, require_tld: false };
const OTHER_S3_VARIABLES = [
  'UPLOADS_S3_ENDPOINT',
  'UPLOADS_S3_REGION',
  'UPLOADS_S3_ACCESS_KEY_ID',
  'UPLOADS_S3_SECRET_ACCESS_KEY',
  'UPLOADS_S3_FORCE_PATH_STYLE',
  'UPLOADS_PUBLIC_URL',
] as const;

class S3Environment {
  // S3's naming rules, which every compatible service follows: 3–63 lowercase letters, digits, dots and hyphens.
  @ValidateIf((vars: S3Environment) => [vars.UPLOADS_S3_BUCKET, ...OTHER_S3_VARIABLES.map((name) => vars[name])].some((value) => value !== undefined))
  @IsDefined({ message: `UPLOADS_S3_BUCKET is required with ${OTHER_S3_VARIABLES.join(', ')}` })
  @Matches(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, { message: 'UPLOADS_S3_BUCKET must be a bucket name: 3 to 63 lowercase letters, digits, dots and hyphens' })
  UPLOADS_S3_BUCKET?: string;

  @IsOptional()
  @IsUrl(HTTP_URL, { message: 'UPLOADS_S3_ENDPOINT must be an http:// or https:// URL' })
  UPLOADS_S3_ENDPOINT?: string;

  @IsOptional()
  @Matches(/^[a-z0-9-]+$/, { message: 'UPLOADS_S3_REGION must be a region name such as us-east-1, auto or fr-par' })
  UPLOADS_S3_REGION?: string;

  @ValidateIf((vars: S3Environment) => vars.UPLOADS_S3_SECRET_ACCESS_KEY !== undefined || vars.UPLOADS_S3_ACCESS_KEY_ID !== undefined)
  @IsDefined({ message: 'UPLOADS_S3_ACCESS_KEY_ID is required with UPLOADS_S3_SECRET_ACCESS_KEY' })
  @IsString()
  UPLOADS_S3_ACCESS_KEY_ID?: string;

  @ValidateIf((vars: S3Environment) => vars.UPLOADS_S3_SECRET_ACCESS_KEY !== undefined || vars.UPLOADS_S3_ACCESS_KEY_ID !== undefined)
  @IsDefined({ message: 'UPLOADS_S3_SECRET_ACCESS_KEY is required with UPLOADS_S3_ACCESS_KEY_ID' })
  @IsString()
  UPLOADS_S3_SECRET_ACCESS_KEY?: string;

  @IsOptional()
  @IsIn(['true', 'false'], { message: 'UPLOADS_S3_FORCE_PATH_STYLE must be true or false' })
  UPLOADS_S3_FORCE_PATH_STYLE?: 'true' | 'false';

  @IsOptional()
  @IsUrl(HTTP_URL, { message: 'UPLOADS_PUBLIC_URL must be an http:// or https:// URL' })
  UPLOADS_PUBLIC_URL?: string;
}

/** An S3-compatible bucket (AWS, MinIO, Cloudflare R2, Scaleway, OVH…) holding the photos. */
export interface S3StorageConfig {
  bucket: string;
  /** Unset: AWS S3 itself. */
  endpoint?: string;
  region: string;
  /** Unset: the SDK's own chain (AWS_ACCESS_KEY_ID…, an instance's role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** Bucket in the path (endpoint/bucket/key) rather than in the host name (bucket.endpoint/key). */
  forcePathStyle: boolean;
  /** The bucket's public address (no trailing slash): browsers fetch the photos from it. Unset: through /uploads/. */
  publicUrl?: string;
}

/** The bucket the UPLOADS_S3_* variables name, or undefined for the local folder. */
export function s3StorageConfigOf(env: Env): S3StorageConfig | undefined {
  const vars = validateConfig(env, S3Environment);
  if (vars.UPLOADS_S3_BUCKET === undefined) return undefined;
  const endpoint = vars.UPLOADS_S3_ENDPOINT;
  return {
    bucket: vars.UPLOADS_S3_BUCKET,
    endpoint,
    // us-east-1: what MinIO answers to by default, and accepted by R2 (whose own is "auto").
    region: vars.UPLOADS_S3_REGION ?? 'us-east-1',
    credentials:
      vars.UPLOADS_S3_ACCESS_KEY_ID && vars.UPLOADS_S3_SECRET_ACCESS_KEY
        ? { accessKeyId: vars.UPLOADS_S3_ACCESS_KEY_ID, secretAccessKey: vars.UPLOADS_S3_SECRET_ACCESS_KEY }
        : undefined,
    // A self-hosted or compatible service (a MinIO at http://minio:9000) rarely has a DNS name per bucket; AWS does.
    forcePathStyle: vars.UPLOADS_S3_FORCE_PATH_STYLE === undefined ? endpoint !== undefined : vars.UPLOADS_S3_FORCE_PATH_STYLE === 'true',
    publicUrl: vars.UPLOADS_PUBLIC_URL?.replace(/\/+$/, ''),
  };
}
