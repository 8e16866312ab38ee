import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import sharp from 'sharp';
import request from 'supertest';
import { CSRF_HEADER, type Property } from 'shared-contracts';
import { PURGE_DELETED_ACCOUNTS_JOB } from '../src/account-settings/deletion/purge-deleted-accounts.job.js';
import { ABANDONED_UPLOADS_JOB } from '../src/uploads/abandoned-uploads.job.js';
import { UploadsStorage } from '../src/uploads/storage/uploads-storage.js';
import { runJob } from './support/jobs.js';
import { del, listingPayload, member, patch } from './support/listings.js';
import { startS3Server, type TestS3Server } from './support/s3-server.js';
import type { SessionClient } from './support/session-client.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { testImage } from './support/test-images.js';

const COPY_COMMAND = fileURLToPath(new URL('../scripts/uploads-to-s3.mjs', import.meta.url));
const IMMUTABLE = 'public, max-age=31536000, immutable';

const upload = async (who: SessionClient): Promise<string> =>
  (
    await who.agent
      .post('/api/uploads')
      .set(CSRF_HEADER, who.token)
      .attach('file', await testImage('jpeg', 1200, 900), { filename: 'p.jpg', contentType: 'image/jpeg' })
  ).body.url;
/** The bucket's keys of an upload's display url: the photo and its thumbnail. */
const keysOf = (url: string): string[] => [url.split('/').pop()!, url.split('/').pop()!.replace('.webp', '.thumb.webp')].sort();

/** The photos in an S3-compatible bucket (UPLOADS_S3_*), against a local S3 server the test starts. */
describe('photos in an S3-compatible bucket', () => {
  let s3: TestS3Server;
  let testApp: TestApp;
  let uploadsDir: string;

  beforeAll(async () => {
    s3 = await startS3Server();
    uploadsDir = await mkdtemp(join(tmpdir(), 'djelfa-s3-folder-'));
    testApp = await startTestApp({ ...s3.env, UPLOADS_DIR: uploadsDir });
  });
  afterAll(async () => {
    await testApp?.close();
    await s3?.close();
    await rm(uploadsDir, { recursive: true, force: true });
  });

  const premium = () => member(testApp.server, testApp.dataSource, 'user', 'premium');
  const inBucket = async (url: string): Promise<boolean[]> => {
    const keys = new Set(await s3.keys());
    return keysOf(url).map((key) => keys.has(key));
  };

  it('stores an upload in the bucket, photo and thumbnail, and nothing in the local folder', async () => {
    const { client } = await premium();
    const response = await client.agent
      .post('/api/uploads')
      .set(CSRF_HEADER, client.token)
      .attach('file', await testImage('png', 2000, 1000), 'p.png');
    expect(response.status).toBe(201);
    const { url, thumbnailUrl } = response.body;
    expect(url).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);
    expect(await inBucket(url)).toEqual([true, true]);
    for (const [path, width] of [
      [url, 1600],
      [thumbnailUrl, 480],
    ] as const) {
      const stored = await s3.object(path.slice('/uploads/'.length));
      expect(stored.contentType).toBe('image/webp');
      expect(await sharp(stored.data).metadata()).toMatchObject({ format: 'webp', width });
    }
    expect(await readdir(uploadsDir)).toEqual([]);
  });

  it('serves it at the same /uploads/ URLs, streamed from the bucket, as WebP cached a year as immutable', async () => {
    const { client } = await premium();
    const url = await upload(client);
    for (const path of [url, url.replace('.webp', '.thumb.webp')]) {
      const served = await request(testApp.server).get(path).responseType('arraybuffer');
      expect(served.status).toBe(200);
      expect(served.headers).toMatchObject({ 'content-type': 'image/webp', 'cache-control': IMMUTABLE, 'x-content-type-options': 'nosniff' });
      expect(Buffer.compare(served.body as Buffer, (await s3.object(path.slice('/uploads/'.length))).data)).toBe(0);
      expect(Number(served.headers['content-length'])).toBe((served.body as Buffer).length);
      // A cache asking again with the ETag it holds: 304, no body.
      const again = await request(testApp.server).get(path).set('If-None-Match', served.headers.etag);
      expect([again.status, again.headers['cache-control']]).toEqual([304, IMMUTABLE]);
      const head = await request(testApp.server).head(path);
      expect([head.status, head.headers['content-type'], head.headers['content-length']]).toEqual([200, 'image/webp', served.headers['content-length']]);
    }
  });

  it('answers the JSON 404 for a photo the bucket does not hold, and for any name that is not a photo’s', async () => {
    for (const path of [
      '/uploads/0123456789abcdef0123456789abcdef.webp',
      '/uploads/0123456789abcdef0123456789abcdef.thumb.webp',
      '/uploads/..%2fsecret.txt',
      '/uploads/notes.txt',
    ]) {
      const response = await request(testApp.server).get(path);
      expect([path, response.status, response.body.code]).toEqual([path, 404, 'NOT_FOUND']);
    }
  });

  it('deletes a photo from the bucket once no listing shows it', async () => {
    const { client } = await premium();
    const [first, second, shared] = [await upload(client), await upload(client), await upload(client)];
    const one = (await client.post('/api/properties', listingPayload({ images: [first, shared] }))).body as Property;
    const two = (await client.post('/api/properties', listingPayload({ images: [second, shared] }))).body as Property;

    expect((await patch(client, `/api/properties/${one.id}`, { images: [shared] })).status).toBe(200);
    expect(await inBucket(first)).toEqual([false, false]);
    expect((await request(testApp.server).get(first)).status).toBe(404);

    expect((await del(client, `/api/properties/${one.id}`)).status).toBe(204);
    expect([...(await inBucket(second)), ...(await inBucket(shared))]).toEqual([true, true, true, true]);
    expect((await del(client, `/api/properties/${two.id}`)).status).toBe(204);
    expect([...(await inBucket(second)), ...(await inBucket(shared))]).toEqual([false, false, false, false]);
  });

  it('deletes from the bucket, through the hourly job, a photo no listing took within a day', async () => {
    const { client, id } = await premium();
    const abandoned = await upload(client);
    await testApp.dataSource.query(`UPDATE uploads SET created_at = now() - interval '25 hours' WHERE user_id = $1`, [id]);
    await expect(runJob(testApp, ABANDONED_UPLOADS_JOB)).resolves.toBe('completed');
    expect(await inBucket(abandoned)).toEqual([false, false]);
  });

  it('deletes every photo of a deleted account from the bucket, its avatar included', async () => {
    const { client, account, id } = await premium();
    const listed = await upload(client);
    await client.post('/api/properties', listingPayload({ images: [listed] }));
    const unlisted = await upload(client);
    const avatar = await client.agent
      .put('/api/user/avatar')
      .set(CSRF_HEADER, client.token)
      .attach('file', await testImage('jpeg', 300, 300), 'me.jpg');
    expect(avatar.status).toBe(200);
    const photos = [listed, unlisted, avatar.body.avatar as string];
    expect((await Promise.all(photos.map(inBucket))).flat()).toEqual([true, true, true, true, true, true]);

    expect((await client.post('/api/user/deletion', { password: account.password })).status).toBe(200);
    await testApp.dataSource.query(`UPDATE users SET deletion_scheduled_at = now() - interval '1 minute' WHERE id = $1`, [id]);
    await runJob(testApp, PURGE_DELETED_ACCOUNTS_JOB);
    expect(await testApp.dataSource.query('SELECT id FROM users WHERE id = $1', [id])).toEqual([]);
    expect((await Promise.all(photos.map(inBucket))).flat()).toEqual([false, false, false, false, false, false]);
  });

  it('tells the readiness probe the bucket answers (storage.check)', async () => {
    await expect(testApp.app.get(UploadsStorage).check()).resolves.toBeUndefined();
  });

  describe('npm run uploads:to-s3', () => {
    let folder: string;
    beforeAll(async () => {
      folder = await mkdtemp(join(tmpdir(), 'djelfa-to-s3-'));
    });
    afterAll(async () => {
      await rm(folder, { recursive: true, force: true });
    });
    const copy = (env: Record<string, string> = s3.env as Record<string, string>) =>
      promisify(execFile)(process.execPath, [COPY_COMMAND], { env: { ...process.env, ...env, UPLOADS_DIR: folder } });

    it('copies the photos of the local folder into the bucket, where the site serves them; run again, it copies nothing twice', async () => {
      const ids = ['a'.repeat(32), 'b'.repeat(32)];
      const files = ids.flatMap((id) => [`${id}.webp`, `${id}.thumb.webp`]);
      const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c8a060' } })
        .webp()
        .toBuffer();
      await Promise.all(files.map((name) => writeFile(join(folder, name), photo)));
      await writeFile(join(folder, 'notes.txt'), 'not a photo');

      const first = await copy();
      expect(first.stdout).toContain('Copied 4 photo files');
      expect(first.stdout).toContain('0 were there already; 1 other entries of the folder left alone');
      expect(await s3.keys()).toEqual(expect.arrayContaining(files));
      expect(await s3.keys()).not.toContain('notes.txt');
      const served = await request(testApp.server).get(`/uploads/${files[0]}`).responseType('arraybuffer');
      expect([served.status, Buffer.compare(served.body as Buffer, photo)]).toEqual([200, 0]);

      const thumbnail = join(folder, `${'c'.repeat(32)}.thumb.webp`);
      await writeFile(thumbnail, photo);
      const second = await copy();
      expect(second.stdout).toContain('Copied 1 photo files');
      expect(second.stdout).toContain('4 were there already');
    }, 120_000);

    it('says what is missing when no bucket is named, or the bucket does not exist', async () => {
      const unnamed = await copy({}).catch((error: { code: number; stderr: string }) => error);
      expect(unnamed).toMatchObject({ code: 2, stderr: expect.stringContaining('UPLOADS_S3_BUCKET') });
      const missing = await copy({ ...(s3.env as Record<string, string>), UPLOADS_S3_BUCKET: 'no-such-bucket' }).catch((error: { code: number; stderr: string }) => error);
      expect(missing).toMatchObject({ code: 1, stderr: expect.stringContaining('no such bucket') });
    }, 60_000);
  });

  // Last: the server stops.
  it('answers 503 UNAVAILABLE, as JSON, when the bucket does not answer', async () => {
    const { client } = await premium();
    const url = await upload(client);
    await s3.close();
    const served = await request(testApp.server).get(url);
    expect([served.status, served.body.code]).toEqual([503, 'UNAVAILABLE']);
    const stored = await client.agent
      .post('/api/uploads')
      .set(CSRF_HEADER, client.token)
      .attach('file', await testImage('jpeg', 100, 100), 'p.jpg');
    expect([stored.status, stored.body.code]).toEqual([503, 'UNAVAILABLE']);
    await expect(testApp.app.get(UploadsStorage).check()).rejects.toThrow(/Cannot reach the bucket photos/);
  });
});

/** UPLOADS_PUBLIC_URL: a public bucket (or its CDN) serves the photos' bytes; listings keep their /uploads/ URLs. */
describe('photos in a public bucket', () => {
  const PUBLIC_URL = 'https://photos.djelfa-estates.example';
  let s3: TestS3Server;
  let testApp: TestApp;

  beforeAll(async () => {
    s3 = await startS3Server();
    testApp = await startTestApp({ ...s3.env, UPLOADS_PUBLIC_URL: `${PUBLIC_URL}/` });
  });
  afterAll(async () => {
    await testApp?.close();
    await s3?.close();
  });

  it('stores in the bucket and sends browsers from /uploads/<name> to the bucket’s address, which the pages may load images from', async () => {
    const { client } = await member(testApp.server, testApp.dataSource);
    const url = await upload(client);
    expect(url).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);
    expect(await s3.keys()).toEqual(keysOf(url));
    for (const name of keysOf(url)) {
      const response = await request(testApp.server).get(`/uploads/${name}`);
      expect([response.status, response.headers.location, response.headers['cache-control']]).toEqual([302, `${PUBLIC_URL}/${name}`, 'public, max-age=86400']);
    }
    expect((await request(testApp.server).get('/uploads/notes.txt')).body.code).toBe('NOT_FOUND');
    const csp = (await request(testApp.server).get('/remotes.json')).headers['content-security-policy'];
    expect(csp).toMatch(new RegExp(`img-src [^;]*${PUBLIC_URL.replace(/\./g, '\\.')}`));
  });
});
