import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MAX_UPLOAD_BYTES, thumbnailOf, type UploadedImage } from 'shared-contracts';
import { toErrorBody } from '../src/common/filters/error-body.js';
import { demoPhoto } from '../src/uploads/demo-photos.js';
import { UploadsService } from '../src/uploads/uploads.service.js';
import { signedUp } from './support/session-client.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/** What a listing's service (properties) does with uploads, through UploadsService. */
describe('UploadsService', () => {
  let testApp: TestApp;
  let uploadsDir: string;
  let uploads: UploadsService;
  let amina: number;
  let karim: number;

  beforeAll(async () => {
    uploadsDir = await mkdtemp(join(tmpdir(), 'djelfa-uploads-'));
    testApp = await startTestApp({ UPLOADS_DIR: uploadsDir });
    uploads = testApp.app.get(UploadsService);
    amina = (await signedUp(testApp.server)).id;
    karim = (await signedUp(testApp.server)).id;
  });
  afterAll(async () => {
    await testApp?.close();
    await rm(uploadsDir, { recursive: true, force: true });
  });

  const codeOf = (pending: Promise<unknown>) =>
    pending.then(
      () => 'resolved',
      (error: unknown) => `${toErrorBody(error).statusCode} ${toErrorBody(error).code}`,
    );
  const filesOf = ({ url, thumbnailUrl }: UploadedImage) => [url, thumbnailUrl].map((path) => join(uploadsDir, path.slice('/uploads/'.length)));
  const rowsOf = async (urls: string[]) =>
    (await testApp.dataSource.query('SELECT count(*)::int AS n FROM uploads WHERE file_name = ANY($1)', [urls.map((url) => url.slice('/uploads/'.length))]))[0].n;

  it('stores a demo photo as an upload of its owner, as the demo seeding does', async () => {
    const image = await uploads.store(amina, await demoPhoto(1, 'فيلا'));
    expect(image).toMatchObject({ width: 1200, height: 800, thumbnailUrl: thumbnailOf(image.url) });
    expect(filesOf(image).every((file) => existsSync(file))).toBe(true);
    expect(await codeOf(uploads.store(amina, Buffer.alloc(MAX_UPLOAD_BYTES + 1)))).toBe('413 FILE_TOO_LARGE');
  });

  it("lets a listing take its owner's uploads, nothing else (400 UNKNOWN_IMAGE), and marks them taken", async () => {
    const own = await uploads.store(amina, await demoPhoto(2, 'شقة'));
    const others = await uploads.store(karim, await demoPhoto(3, 'منزل'));
    const attach = (urls: string[]) => testApp.dataSource.transaction((manager) => uploads.attach(manager, amina, urls));
    for (const url of [others.url, 'https://elsewhere.example/photo.jpg', own.thumbnailUrl, '/uploads/0123456789abcdef0123456789abcdef.webp']) {
      expect(await codeOf(attach([own.url, url]))).toBe('400 UNKNOWN_IMAGE');
    }
    const taken = async (url: string) =>
      (await testApp.dataSource.query('SELECT attached_at IS NOT NULL AS taken FROM uploads WHERE file_name = $1', [url.slice('/uploads/'.length)]))[0].taken;
    expect(await taken(own.url)).toBe(false); // a refused listing takes nothing
    expect(await codeOf(attach([]))).toBe('resolved');
    expect(await codeOf(attach([own.url, own.url]))).toBe('resolved');
    expect([await taken(own.url), await taken(others.url)]).toEqual([true, false]);
  });

  it('removes uploads: rows and both files, again without complaint, other urls ignored', async () => {
    const [first, second, kept] = await Promise.all([1, 2, 3].map(async (seed) => uploads.store(amina, await demoPhoto(seed, 'مكتب'))));
    await uploads.remove([first.url, second.url, 'https://elsewhere.example/photo.jpg']);
    expect(await rowsOf([first.url, second.url])).toBe(0);
    expect([...filesOf(first), ...filesOf(second)].some((file) => existsSync(file))).toBe(false);
    await expect(uploads.remove([first.url])).resolves.toBeUndefined();
    expect(await rowsOf([kept.url])).toBe(1);
    expect(filesOf(kept).every((file) => existsSync(file))).toBe(true);
  });

  it('forgets the uploads of a deleted account with it', async () => {
    const { id } = await signedUp(testApp.server);
    const image = await uploads.store(id, await demoPhoto(4, 'أرض'));
    await testApp.dataSource.query('DELETE FROM users WHERE id = $1', [id]);
    expect(await rowsOf([image.url])).toBe(0);
  });
});
