import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm, stat, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CSRF_HEADER, type Property, type RegisterRequest } from 'shared-contracts';
import request from 'supertest';
import type { DataSource } from 'typeorm';
import type { Env } from '../src/config/validate-config.js';
import { npmRun } from './support/backup-commands.js';
import { listingPayload, member } from './support/listings.js';
import { memberThings } from './support/member-things.js';
import { startS3Server, type TestS3Server } from './support/s3-server.js';
import { SessionClient, signedUp } from './support/session-client.js';
import { startApp, type TestApp } from './support/test-app.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';
import { testImage } from './support/test-images.js';

/**
 * Each table's row count and a digest of its rows in a stable order: two databases agree on every
 * row when these do. A listing's search_xid is left out: it is a position in its own server's
 * transactions, which the restore gives anew (the search index reads changes by it).
 */
async function tableDigests(dataSource: DataSource): Promise<Record<string, string>> {
  const tables: { name: string }[] = await dataSource.query(`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY 1`);
  const digests: Record<string, string> = {};
  for (const { name } of tables) {
    const [{ count, digest }] = await dataSource.query(
      `SELECT count(*)::int AS count, md5(coalesce(string_agg((to_jsonb(t) - 'search_xid')::text, E'\\n' ORDER BY (to_jsonb(t) - 'search_xid')::text), '')) AS digest FROM "${name}" t`,
    );
    digests[name] = `${count} rows, ${digest}`;
  }
  return digests;
}

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** A site with accounts, listings with photos, forum posts, blog posts and payments is backed up while it serves, and restored whole. */
describe('npm run backup and npm run restore', () => {
  let work: string;
  let sourceDatabase: TestDatabase;
  let source: TestApp;
  let owner: SessionClient;
  let listing: Property;
  let account: RegisterRequest;
  const made: TestDatabase[] = [];
  let bucket: TestS3Server;

  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), 'djelfa-backups-'));
    bucket = await startS3Server('restored-photos');
    sourceDatabase = await createTestDatabase();
    source = await startApp(sourceDatabase.env);
    const admin = (await member(source.server, source.dataSource, 'admin')).client;
    await memberThings(source, admin);
    const signed = await signedUp(source.server);
    owner = signed.client;
    account = signed.account;
    const photos: string[] = [];
    for (const [width, height] of [
      [1200, 800],
      [640, 480],
    ]) {
      const uploaded = await owner.agent
        .post('/api/uploads')
        .set(CSRF_HEADER, owner.token)
        .attach('file', await testImage('jpeg', width, height), { filename: 'photo.jpg', contentType: 'image/jpeg' });
      expect(uploaded.status).toBe(201);
      photos.push(uploaded.body.url);
    }
    const created = await owner.post('/api/properties', listingPayload({ title: 'فيلا بحديقة في حاسي بحبح', images: photos }));
    expect(created.status).toBe(201);
    listing = created.body;
  }, 120_000);
  afterAll(async () => {
    await source?.close();
    await sourceDatabase?.drop();
    for (const database of made) await database.drop();
    await bucket?.close();
    await rm(work, { recursive: true, force: true });
  });

  async function emptyTarget(extra: Env = {}): Promise<Env> {
    const database = await createTestDatabase();
    made.push(database);
    return { ...database.env, ...extra };
  }

  it('backs up while the site serves, and restores every table and photo onto an empty database and folder', async () => {
    const file = join(work, 'site.tar.gz');
    const before = await tableDigests(source.dataSource);
    const backedUp = await npmRun('backup', file, sourceDatabase.env);
    expect(backedUp).toMatchObject({ code: 0 });
    expect(backedUp.output).toMatch(/Backed up \d+ rows of \d+ tables and 4 photo files/);
    // The site went on serving meanwhile.
    await request(source.server).get(`/api/properties/${listing.id}`).expect(200);

    const target = await emptyTarget();
    const restored = await npmRun('restore', file, target);
    expect(restored.output).toContain('Restored the backup of');
    expect(restored.code).toBe(0);
    const site = await startApp(target);
    try {
      expect(await tableDigests(site.dataSource)).toEqual(before);
      // The photos, byte for byte, served where the listing says.
      const shown = await request(site.server).get(`/api/properties/${listing.id}`).expect(200);
      expect(shown.body.title).toBe('فيلا بحديقة في حاسي بحبح');
      const found = await request(site.server)
        .get(`/api/properties?keyword=${encodeURIComponent('حديقة حاسي')}`)
        .expect(200);
      expect(found.body.map(({ id }: Property) => id)).toContain(listing.id);
      for (const url of listing.images) {
        const [was, is] = await Promise.all([request(source.server).get(url).responseType('arraybuffer'), request(site.server).get(url).responseType('arraybuffer')]);
        expect(is.status).toBe(200);
        expect(sha256(is.body as Buffer)).toBe(sha256(was.body as Buffer));
      }
      // The owner signs in with the same password, and a new listing gets a new id: the sequences came back too.
      const back = await new SessionClient(site.server).start();
      expect((await back.post('/api/login', { email: account.email, password: account.password })).status).toBe(200);
      const next = await back.post('/api/properties', listingPayload({ isActive: false }));
      expect(next.status).toBe(201);
      expect(next.body.id).toBeGreaterThan(listing.id);
    } finally {
      await site.close();
    }
  }, 180_000);

  it('restores into an empty DATA_DIR and a bucket, and the owner signs in there', async () => {
    const file = join(work, 'to-bucket.tar.gz');
    expect((await npmRun('backup', file, sourceDatabase.env)).code).toBe(0);
    const target = await emptyTarget(bucket.env);
    const restored = await npmRun('restore', file, target);
    expect(restored.code).toBe(0);
    const photoFiles = listing.images.flatMap((url) => {
      const name = url.split('/').pop()!;
      return [name, name.replace(/\.webp$/, '.thumb.webp')];
    });
    expect(await bucket.keys()).toEqual(expect.arrayContaining(photoFiles));
    const site = await startApp(target);
    try {
      const photo = await request(site.server).get(listing.images[0]).responseType('arraybuffer').expect(200);
      expect(sha256(photo.body as Buffer)).toBe(sha256((await bucket.object(photoFiles[0])).data));
      const back = await new SessionClient(site.server).start();
      const signedIn = await back.post('/api/login', { email: account.email, password: account.password });
      expect([signedIn.status, signedIn.body.email]).toEqual([200, account.email]);
    } finally {
      await site.close();
    }
  }, 180_000);

  it('refuses a database or a storage that holds something, and touches neither', async () => {
    const file = join(work, 'refused.tar.gz');
    expect((await npmRun('backup', file, sourceDatabase.env)).code).toBe(0);
    const before = await tableDigests(source.dataSource);
    const ontoItself = await npmRun('restore', file, sourceDatabase.env);
    expect(ontoItself.code).toBe(2);
    expect(ontoItself.output).toMatch(/holds \d+ tables already|is running/);
    expect(await tableDigests(source.dataSource)).toEqual(before);

    // An empty database, but a photos' folder with a photo in it.
    const target = await emptyTarget();
    const site = await startApp(target);
    await site.close();
    const photosOnly = await emptyTarget({ UPLOADS_DIR: join(sourceDatabase.env.DATA_DIR!, 'uploads') });
    const ontoPhotos = await npmRun('restore', file, photosOnly);
    expect(ontoPhotos.code).toBe(2);
    expect(ontoPhotos.output).toContain('holds photos already');
  }, 180_000);

  it('refuses a backup cut short, leaving the target empty for the next try', async () => {
    const file = join(work, 'cut.tar.gz');
    expect((await npmRun('backup', file, sourceDatabase.env)).code).toBe(0);
    const whole = await readFile(file);
    await truncate(file, Math.floor((await stat(file)).size * 0.8));
    const target = await emptyTarget();
    const cut = await npmRun('restore', file, target);
    expect(cut.code).toBe(2);
    expect(cut.output).toMatch(/cut short/);
    // The same target takes the whole file afterwards: nothing of the failed try was left behind.
    await writeFile(file, whole);
    const retried = await npmRun('restore', file, target);
    expect(retried.output).toContain('Restored the backup of');
    expect(retried.code).toBe(0);
  }, 180_000);
});
