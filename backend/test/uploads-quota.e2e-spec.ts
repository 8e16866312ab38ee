import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CSRF_HEADER } from 'shared-contracts';
import { ABANDONED_UPLOADS_JOB } from '../src/uploads/abandoned-uploads.job.js';
import { runJob } from './support/jobs.js';
import { listingPayload, member } from './support/listings.js';
import { SessionClient, signedUp } from './support/session-client.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { testImage } from './support/test-images.js';

describe('uploads: a quota per account, and photos no listing took deleted after a day', () => {
  let testApp: TestApp;
  let root: string;
  let uploadsDir: string;

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'djelfa-quota-'));
    uploadsDir = join(root, 'uploads');
    testApp = await startTestApp({ UPLOADS_DIR: uploadsDir, UPLOAD_QUOTA_PHOTOS: '3', UPLOAD_QUOTA_MB: '5' });
  });
  afterAll(async () => {
    await testApp?.close();
    await rm(root, { recursive: true, force: true });
  });

  const upload = async (who: SessionClient) =>
    who.agent
      .post('/api/uploads')
      .set(CSRF_HEADER, who.token)
      .attach('file', await testImage('jpeg', 400, 300), { filename: 'photo.jpg', contentType: 'image/jpeg' });
  const filesOf = async (userId: number): Promise<string[]> =>
    (await testApp.dataSource.query('SELECT file_name, thumbnail_name FROM uploads WHERE user_id = $1', [userId])).flatMap((row: Record<string, string>) => [
      row.file_name,
      row.thumbnail_name,
    ]);

  it('keeps at most UPLOAD_QUOTA_PHOTOS per account, however many arrive at once: 403 UPLOAD_QUOTA_EXCEEDED, nothing stored', async () => {
    const { client, id } = await signedUp(testApp.server);
    const answers = await Promise.all(Array.from({ length: 6 }, () => upload(client)));
    expect(answers.map(({ status }) => status).sort()).toEqual([201, 201, 201, 403, 403, 403]);
    expect(answers.find(({ status }) => status === 403)!.body).toMatchObject({ code: 'UPLOAD_QUOTA_EXCEEDED', quota: { photos: 3, bytes: 5 * 1024 * 1024 } });
    expect((await readdir(uploadsDir)).filter((file) => !file.startsWith('.')).sort()).toEqual(expect.arrayContaining((await filesOf(id)).sort()));
    expect(await filesOf(id)).toHaveLength(6);
    // Another account has its own room.
    expect((await upload((await signedUp(testApp.server)).client)).status).toBe(201);
  });

  it('counts the bytes stored too (UPLOAD_QUOTA_MB)', async () => {
    const { client, id } = await signedUp(testApp.server);
    expect((await upload(client)).status).toBe(201);
    await testApp.dataSource.query('UPDATE uploads SET bytes = $1 WHERE user_id = $2', [5 * 1024 * 1024 - 100, id]);
    expect((await upload(client)).body.code).toBe('UPLOAD_QUOTA_EXCEEDED');
  });

  it('deletes, through the job queue, photos no listing took within a day, and only those', async () => {
    const { client, id } = await member(testApp.server, testApp.dataSource, 'user', 'premium');
    const [abandoned, listed, fresh] = await Promise.all([upload(client), upload(client), upload(client)]).then((answers) => answers.map(({ body }) => body.url as string));
    expect((await client.post('/api/properties', listingPayload({ images: [listed] }))).status).toBe(201);
    await testApp.dataSource.query(`UPDATE uploads SET created_at = now() - interval '25 hours' WHERE user_id = $1 AND file_name <> $2`, [id, fresh.split('/').pop()]);
    const filesBefore = await filesOf(id);

    await expect(runJob(testApp, ABANDONED_UPLOADS_JOB)).resolves.toBe('completed');

    const kept = (await testApp.dataSource.query('SELECT file_name FROM uploads WHERE user_id = $1 ORDER BY file_name', [id])).map(
      (row: { file_name: string }) => `/uploads/${row.file_name}`,
    );
    expect(kept).toEqual([listed, fresh].sort());
    const files = await readdir(uploadsDir);
    const abandonedFiles = filesBefore.filter((file) => file.startsWith(abandoned.split('/').pop()!.replace('.webp', '')));
    expect(abandonedFiles).toHaveLength(2);
    expect(files.some((file) => abandonedFiles.includes(file))).toBe(false);
    // Its room is free again.
    expect((await upload(client)).status).toBe(201);
  });

  it('schedules the clean-up every hour', async () => {
    const [schedule] = await testApp.dataSource.query('SELECT cron FROM pgboss.schedule WHERE name = $1', [ABANDONED_UPLOADS_JOB]);
    expect(schedule.cron).toBe('17 * * * *');
  });
});
