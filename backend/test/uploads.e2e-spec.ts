import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { CSRF_HEADER, MAX_UPLOAD_BYTES } from 'shared-contracts';
import { SessionClient, signedUp } from './support/session-client.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { CAMERA_MAKE, jpegWithGps, pngBomb, testImage } from './support/test-images.js';

describe('POST /api/uploads', () => {
  let testApp: TestApp;
  let root: string;
  let uploadsDir: string;
  let client: SessionClient;
  let userId: number;

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'djelfa-uploads-'));
    uploadsDir = join(root, 'uploads');
    testApp = await startTestApp({ UPLOADS_DIR: uploadsDir });
    ({ client, id: userId } = await signedUp(testApp.server));
  });
  afterAll(async () => {
    await testApp?.close();
    await rm(root, { recursive: true, force: true });
  });

  const upload = (who: SessionClient, data: Buffer, filename = 'photo.jpg', contentType = 'image/jpeg') =>
    who.agent.post('/api/uploads').set(CSRF_HEADER, who.token).attach('file', data, { filename, contentType });
  const served = (url: string) => request(testApp.server).get(url).responseType('arraybuffer');
  const storedFiles = () => readdir(uploadsDir).catch(() => []);

  it.each([
    ['JPEG', 'jpeg', 3000, 2000, [1600, 1067], [480, 320]],
    ['PNG, never enlarged', 'png', 800, 600, [800, 600], [480, 360]],
    ['WebP', 'webp', 1000, 2400, [667, 1600], [200, 480]],
  ] as const)('takes a %s: 201, WebP at display and thumbnail sizes, served for a year', async (_name, format, width, height, display, thumbnail) => {
    const response = await upload(client, await testImage(format, width, height), `photo.${format}`, `image/${format}`);
    expect(response.status).toBe(201);
    const { url, thumbnailUrl } = response.body;
    expect(url).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);
    expect(response.body).toEqual({ url, thumbnailUrl: url.replace('.webp', '.thumb.webp'), width: display[0], height: display[1] });
    for (const [file, [w, h]] of [
      [url, display],
      [thumbnailUrl, thumbnail],
    ] as const) {
      const image = await served(file);
      expect(image.status).toBe(200);
      expect(image.headers).toMatchObject({
        'content-type': 'image/webp',
        'cache-control': 'public, max-age=31536000, immutable',
        'x-content-type-options': 'nosniff',
      });
      expect(await sharp(image.body as Buffer).metadata()).toMatchObject({ format: 'webp', width: w, height: h });
    }
    const [row] = await testApp.dataSource.query('SELECT user_id, width, height FROM uploads WHERE file_name = $1', [url.slice('/uploads/'.length)]);
    expect(row).toEqual({ user_id: userId, width: display[0], height: display[1] });
  });

  it('turns the photo upright and keeps none of its metadata: no EXIF, no GPS position', async () => {
    const original = await jpegWithGps();
    const exif = (await sharp(original).metadata()).exif!;
    expect(exif.includes(CAMERA_MAKE)).toBe(true);
    expect(exif.includes(Buffer.from([0x25, 0x88]))).toBe(true); // the GPS IFD pointer (tag 0x8825, little-endian)
    const response = await upload(client, original);
    expect(response.body).toMatchObject({ width: 1067, height: 1600 });
    for (const url of [response.body.url, response.body.thumbnailUrl]) {
      const stored = (await served(url)).body as Buffer;
      const metadata = await sharp(stored).metadata();
      expect([metadata.exif, metadata.xmp, metadata.icc, metadata.orientation]).toEqual([undefined, undefined, undefined, undefined]);
      expect(stored.includes('EXIF') || stored.includes(CAMERA_MAKE)).toBe(false);
    }
  });

  it('judges the content, not the name or type: anything but a readable JPEG, PNG or WebP is 400 UNSUPPORTED_IMAGE', async () => {
    const before = await storedFiles();
    const gif = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    const jpeg = await testImage('jpeg', 400, 300);
    for (const data of [
      Buffer.from('Not a photo at all, only text.\n'),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect width="40" height="40"/></svg>'),
      gif,
      jpeg.subarray(0, jpeg.length / 2),
    ]) {
      const response = await upload(client, data, 'photo.jpg', 'image/jpeg');
      expect([response.status, response.body.code]).toEqual([400, 'UNSUPPORTED_IMAGE']);
    }
    expect(await storedFiles()).toEqual(before);
  });

  it('refuses a file over 10 MB: 413 FILE_TOO_LARGE', async () => {
    const response = await upload(client, Buffer.alloc(MAX_UPLOAD_BYTES + 1, 0xff));
    expect([response.status, response.body.code]).toEqual([413, 'FILE_TOO_LARGE']);
  });

  it('refuses a decompression bomb at once, without decoding it: 400 IMAGE_TOO_LARGE', async () => {
    const bomb = pngBomb();
    expect(bomb.length).toBeLessThan(400_000);
    const started = Date.now();
    const response = await upload(client, bomb, 'photo.png', 'image/png');
    expect([response.status, response.body.code]).toEqual([400, 'IMAGE_TOO_LARGE']);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('needs the file: 400 VALIDATION_FAILED without it, or in another field', async () => {
    const none = await client.post('/api/uploads', {});
    expect([none.status, none.body.code, none.body.fields]).toEqual([400, 'VALIDATION_FAILED', [{ field: 'file', code: 'required' }]]);
    const elsewhere = await client.agent
      .post('/api/uploads')
      .set(CSRF_HEADER, client.token)
      .attach('photo', await testImage('png', 10, 10), 'a.png');
    expect([elsewhere.status, elsewhere.body.code]).toEqual([400, 'VALIDATION_FAILED']);
  });

  it('is for signed-in accounts (401) and carries the CSRF token like every POST (403)', async () => {
    const photo = await testImage('jpeg', 100, 100);
    const visitor = await new SessionClient(testApp.server).start();
    const anonymous = await upload(visitor, photo);
    expect([anonymous.status, anonymous.body.code]).toEqual([401, 'UNAUTHENTICATED']);
    const forged = await client.agent.post('/api/uploads').attach('file', photo, 'photo.jpg');
    expect([forged.status, forged.body.code]).toEqual([403, 'CSRF_INVALID']);
  });

  it('serves nothing else from /uploads/: unknown names and paths out of the folder are 404', async () => {
    await writeFile(join(root, 'secret.txt'), 'not for the web');
    for (const path of ['/uploads/0123456789abcdef0123456789abcdef.webp', '/uploads/..%2fsecret.txt', '/uploads/%2e%2e/secret.txt']) {
      const response = await request(testApp.server).get(path);
      expect([path, response.status, response.body.code]).toEqual([path, 404, 'NOT_FOUND']);
    }
  });
});
