import { describe, expect, it } from '@jest/globals';
import { join, resolve } from 'node:path';
import { DEFAULT_DATA_DIR } from '../config/database.config.js';
import { uploadsConfig } from './uploads.config.js';

describe('uploadsConfig', () => {
  it('keeps photos in <DATA_DIR>/uploads by default', () => {
    expect(uploadsConfig({})().dir).toBe(join(DEFAULT_DATA_DIR, 'uploads'));
    expect(uploadsConfig({ DATA_DIR: 'var/data' })().dir).toBe(resolve('var/data/uploads'));
    expect(uploadsConfig({})().s3).toBeUndefined();
  });

  it('takes UPLOADS_DIR, resolved to an absolute path; blank means unset', () => {
    expect(uploadsConfig({ UPLOADS_DIR: 'photos', DATA_DIR: '/srv/data' })().dir).toBe(resolve('photos'));
    expect(uploadsConfig({ UPLOADS_DIR: ' ', DATA_DIR: '/srv/data' })().dir).toBe('/srv/data/uploads');
  });

  it('keeps photos in the bucket UPLOADS_S3_BUCKET names, path-style on a service of its own, AWS otherwise', () => {
    const minio = { UPLOADS_S3_BUCKET: 'photos', UPLOADS_S3_ENDPOINT: 'http://minio:9000', UPLOADS_S3_ACCESS_KEY_ID: 'id', UPLOADS_S3_SECRET_ACCESS_KEY: 'secret' };
    expect(uploadsConfig(minio)().s3).toEqual({
      bucket: 'photos',
      endpoint: 'http://minio:9000',
      region: 'us-east-1',
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
      forcePathStyle: true,
      publicUrl: undefined,
    });
    expect(uploadsConfig({ ...minio, UPLOADS_S3_FORCE_PATH_STYLE: 'false', UPLOADS_S3_REGION: 'auto', UPLOADS_PUBLIC_URL: 'https://photos.example.dz/' })().s3).toMatchObject({
      forcePathStyle: false,
      region: 'auto',
      publicUrl: 'https://photos.example.dz',
    });
    expect(uploadsConfig({ UPLOADS_S3_BUCKET: 'djelfa-photos', UPLOADS_S3_REGION: 'eu-west-3' })().s3).toEqual({
      bucket: 'djelfa-photos',
      endpoint: undefined,
      region: 'eu-west-3',
      credentials: undefined,
      forcePathStyle: false,
      publicUrl: undefined,
    });
  });

  it.each([
    [{ UPLOADS_S3_ENDPOINT: 'http://minio:9000' }, 'UPLOADS_S3_BUCKET is required with'],
    [{ UPLOADS_PUBLIC_URL: 'https://photos.example.dz' }, 'UPLOADS_S3_BUCKET is required with'],
    [{ UPLOADS_S3_BUCKET: 'Photos_2026' }, 'UPLOADS_S3_BUCKET must be a bucket name'],
    [{ UPLOADS_S3_BUCKET: 'photos', UPLOADS_S3_ENDPOINT: 'minio:9000' }, 'UPLOADS_S3_ENDPOINT must be an http:// or https:// URL'],
    [{ UPLOADS_S3_BUCKET: 'photos', UPLOADS_S3_ACCESS_KEY_ID: 'id' }, 'UPLOADS_S3_SECRET_ACCESS_KEY is required with UPLOADS_S3_ACCESS_KEY_ID'],
    [{ UPLOADS_S3_BUCKET: 'photos', UPLOADS_S3_SECRET_ACCESS_KEY: 'hush' }, 'UPLOADS_S3_ACCESS_KEY_ID is required with UPLOADS_S3_SECRET_ACCESS_KEY'],
    [{ UPLOADS_S3_BUCKET: 'photos', UPLOADS_S3_FORCE_PATH_STYLE: 'yes' }, 'UPLOADS_S3_FORCE_PATH_STYLE must be true or false'],
    [{ UPLOADS_S3_BUCKET: 'photos', UPLOADS_PUBLIC_URL: 'photos.example.dz' }, 'UPLOADS_PUBLIC_URL must be an http:// or https:// URL'],
  ])('refuses a bad bucket setting at start, naming the variable: %j', (env, message) => {
    expect(() => uploadsConfig(env)()).toThrow(message);
  });
});
