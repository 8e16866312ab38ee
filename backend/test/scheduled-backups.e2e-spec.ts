import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CSRF_HEADER } from 'shared-contracts';
import { KEPT_BACKUPS, SCHEDULED_BACKUP_JOB } from '../src/backup/scheduled-backups.job.js';
import { npmRun } from './support/backup-commands.js';
import { runJob } from './support/jobs.js';
import { listingPayload } from './support/listings.js';
import { startS3Server, type TestS3Server } from './support/s3-server.js';
import { signedUp } from './support/session-client.js';
import { startApp, startTestApp, type TestApp } from './support/test-app.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';
import { testImage } from './support/test-images.js';

/** BACKUPS_IN_BUCKET: the nightly backup goes into the photos' bucket, the last 7 daily and 4 weekly kept, and restores. */
describe('the nightly backup into the bucket', () => {
  let s3: TestS3Server;
  let testApp: TestApp;
  let work: string;
  let target: TestDatabase | undefined;
  let email: string;

  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), 'djelfa-nightly-test-'));
    s3 = await startS3Server('photos');
    testApp = await startTestApp({ ...s3.env, BACKUPS_IN_BUCKET: 'true' });
    const owner = await signedUp(testApp.server);
    email = owner.account.email;
    const photo = await owner.client.agent
      .post('/api/uploads')
      .set(CSRF_HEADER, owner.client.token)
      .attach('file', await testImage('jpeg', 800, 600), { filename: 'photo.jpg', contentType: 'image/jpeg' });
    expect((await owner.client.post('/api/properties', listingPayload({ images: [photo.body.url] }))).status).toBe(201);
  }, 60_000);
  afterAll(async () => {
    await testApp?.close();
    await target?.drop();
    await s3?.close();
    await rm(work, { recursive: true, force: true });
  });

  it('writes tonight’s backup beside the photos, keeps 7 daily and 4 weekly, and the backup restores', async () => {
    // Older nights and weeks, as the bucket would hold them after months.
    const client = new S3Client({
      endpoint: s3.env.UPLOADS_S3_ENDPOINT,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: s3.env.UPLOADS_S3_ACCESS_KEY_ID!, secretAccessKey: s3.env.UPLOADS_S3_SECRET_ACCESS_KEY! },
    });
    const older = [
      ...Array.from({ length: 9 }, (_, n) => `backups/daily/2020-01-0${n + 1}.tar.gz`),
      ...Array.from({ length: 5 }, (_, n) => `backups/weekly/2020-W0${n + 1}.tar.gz`),
    ];
    for (const key of older) await client.send(new PutObjectCommand({ Bucket: s3.bucket, Key: key, Body: 'an old backup' }));
    client.destroy();

    expect(await runJob(testApp, SCHEDULED_BACKUP_JOB)).toBe('completed');
    const keys = await s3.keys();
    const daily = keys.filter((key) => key.startsWith('backups/daily/'));
    const weekly = keys.filter((key) => key.startsWith('backups/weekly/'));
    const today = new Date().toISOString().slice(0, 10);
    expect(daily).toHaveLength(KEPT_BACKUPS.daily);
    expect(daily.at(-1)).toBe(`backups/daily/${today}.tar.gz`);
    expect(daily[0]).toBe('backups/daily/2020-01-04.tar.gz');
    expect(weekly).toHaveLength(KEPT_BACKUPS.weekly);
    expect(weekly.at(-1)).toMatch(/^backups\/weekly\/\d{4}-W\d{2}\.tar\.gz$/);
    // The photos are still all there, and only the photos are what the site serves from the bucket.
    expect(keys.filter((key) => !key.startsWith('backups/'))).toHaveLength(2);

    // A second run the same night replaces that night's backup and adds no week.
    expect(await runJob(testApp, SCHEDULED_BACKUP_JOB)).toBe('completed');
    expect((await s3.keys()).filter((key) => key.startsWith('backups/'))).toEqual([...daily, ...weekly]);

    const file = join(work, 'tonight.tar.gz');
    await writeFile(file, (await s3.object(`backups/daily/${today}.tar.gz`)).data);
    target = await createTestDatabase();
    const restored = await npmRun('restore', file, target.env);
    expect(restored.output).toContain('Restored the backup of');
    const site = await startApp(target.env);
    try {
      const [{ found }] = await site.dataSource.query('SELECT count(*)::int AS found FROM users WHERE email = $1', [email]);
      expect(found).toBe(1);
      const [{ listings }] = await site.dataSource.query('SELECT count(*)::int AS listings FROM properties');
      expect(listings).toBe(1);
    } finally {
      await site.close();
    }
  }, 120_000);

  it('gives a backup hours, not the queue’s 15 minutes, as long as its instance reports it alive', async () => {
    const [queue] = await testApp.dataSource.query('SELECT expire_seconds AS "expireSeconds", heartbeat_seconds AS "heartbeatSeconds" FROM pgboss.queue WHERE name = $1', [
      SCHEDULED_BACKUP_JOB,
    ]);
    expect(queue).toEqual({ expireSeconds: 6 * 3_600, heartbeatSeconds: 60 });
  });

  it('refuses to start with BACKUPS_IN_BUCKET=true and no bucket, or with a value that is not true or false', async () => {
    const database = await createTestDatabase();
    try {
      await expect(startApp({ ...database.env, BACKUPS_IN_BUCKET: 'true' })).rejects.toThrow(/UPLOADS_S3_BUCKET/);
      await expect(startApp({ ...database.env, BACKUPS_IN_BUCKET: 'yes' })).rejects.toThrow(/BACKUPS_IN_BUCKET must be true or false/);
    } finally {
      await database.drop();
    }
  });
});
