import { describe, expect, it } from '@jest/globals';
import { join, resolve } from 'node:path';
import { DEFAULT_DATA_DIR } from '../config/database.config.js';
import { uploadsConfig } from './uploads.config.js';

describe('uploadsConfig', () => {
  it('keeps photos in <DATA_DIR>/uploads by default', () => {
    expect(uploadsConfig({})().dir).toBe(join(DEFAULT_DATA_DIR, 'uploads'));
    expect(uploadsConfig({ DATA_DIR: 'var/data' })().dir).toBe(resolve('var/data/uploads'));
  });

  it('takes UPLOADS_DIR, resolved to an absolute path; blank means unset', () => {
    expect(uploadsConfig({ UPLOADS_DIR: 'photos', DATA_DIR: '/srv/data' })().dir).toBe(resolve('photos'));
    expect(uploadsConfig({ UPLOADS_DIR: ' ', DATA_DIR: '/srv/data' })().dir).toBe('/srv/data/uploads');
  });
});
