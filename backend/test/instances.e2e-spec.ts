import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TOTAL_COUNT_HEADER, type Property, type PropertyCard, type User } from 'shared-contracts';
import { EmbeddedPostgres } from '../src/database/embedded/embedded-postgres.js';
// @ts-expect-error: a plain ESM script of the workspace, without types.
import { randomSource } from '../scripts/seed-listings.mjs';
import { eventually } from './support/eventually.js';
import { listingPayload } from './support/listings.js';
import { Owner } from './support/owner-load.js';
import { cleanUpSite, startSite, type RunningSite } from './support/running-site.js';
import { startS3Server, type TestS3Server } from './support/s3-server.js';
import { SiteClient } from './support/site-client.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';
import { testImage } from './support/test-images.js';

const OWNERS = 12;

/**
 * Two instances of the site as processes, behind an imagined proxy: one PostgreSQL (the tests'
 * server, or an embedded one of its own, outside both instances), one S3-compatible bucket. What
 * one instance acknowledged, the other serves; killing one loses nothing and stops nothing.
 */
describe('two instances on one database and one bucket', () => {
  let database: TestDatabase | undefined;
  let embedded: EmbeddedPostgres | undefined;
  let s3: TestS3Server;
  const folders: string[] = [];
  const instanceDirs: string[] = [];
  let a: RunningSite | undefined;
  let b: RunningSite | undefined;

  beforeAll(async () => {
    s3 = await startS3Server();
    let url: string;
    if (process.env.DATABASE_URL?.trim()) {
      database = await createTestDatabase();
      url = database.env.DATABASE_URL!;
    } else {
      const dataDir = await mkdtemp(join(tmpdir(), 'djelfa-instances-db-'));
      folders.push(dataDir);
      embedded = await EmbeddedPostgres.start(dataDir);
      url = embedded.url;
    }
    const instance = async () => {
      const dataDir = await mkdtemp(join(tmpdir(), 'djelfa-instance-'));
      instanceDirs.push(dataDir);
      // One secret for both, as a deployment gives every instance: a session signed by one is read by the other.
      return startSite(dataDir, { ...s3.env, DATABASE_URL: url, TRUST_PROXY: '1', SESSION_SECRET: 'one-secret-for-every-instance-of-the-site' });
    };
    // Started together: the migrations run once, under their lock.
    [a, b] = await Promise.all([instance(), instance()]);
  }, 120_000);
  afterAll(async () => {
    await cleanUpSite(a, instanceDirs[0] ?? '');
    await cleanUpSite(b, instanceDirs[1] ?? '');
    await embedded?.stop();
    await database?.drop();
    await s3?.close();
    for (const folder of folders) await rm(folder, { recursive: true, force: true });
  });

  /** The same browser (its cookie and token), now answered by another instance. */
  const onInstance = (client: SiteClient, site: RunningSite): SiteClient =>
    Object.assign(new SiteClient(site.url, '198.51.100.200'), { cookie: client.cookie, token: client.token });

  it('a session made on A works on B; a photo uploaded through A is served by B; a listing written on A is in B’s search at once', async () => {
    const owner = await Owner.signUp(a!.url, 100);
    const onB = onInstance(owner.client, b!);
    expect((await onB.call<User>('GET', '/api/user')).body.id).toBe(owner.user.id);

    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(await testImage('jpeg', 800, 600))], { type: 'image/jpeg' }), 'p.jpg');
    const uploaded = await owner.client.call<{ url: string }>('POST', '/api/uploads', form);
    expect(uploaded.status).toBe(201);
    const served = await fetch(b!.url + uploaded.body.url);
    expect([served.status, served.headers.get('content-type')]).toEqual([200, 'image/webp']);

    const query = `/api/properties?commune=${encodeURIComponent('سيدي بايزيد')}`;
    const total = async () => Number((await fetch(b!.url + query)).headers.get(TOTAL_COUNT_HEADER));
    const before = await total();
    const created = await owner.client.call<Property>('POST', '/api/properties', listingPayload({ commune: 'سيدي بايزيد', images: [uploaded.body.url] }));
    expect(created.status).toBe(201);
    expect(await eventually(total, before + 1, { timeout: 1_000 })).toBe(before + 1);
    const cards = (await (await fetch(b!.url + query)).json()) as PropertyCard[];
    expect(cards.find((card) => card.id === created.body.id)?.images).toEqual([uploaded.body.url]);
  });

  it('killing A in the middle of writes loses no acknowledged write, and B keeps answering', async () => {
    const owners = await Promise.all(Array.from({ length: OWNERS }, (_, n) => Owner.signUp(a!.url, n)));
    const photo = new Blob([new Uint8Array(await testImage('jpeg', 320, 240))], { type: 'image/jpeg' });
    let killed = false;
    const load = Promise.all(owners.map((owner, n) => owner.run(Number.POSITIVE_INFINITY, photo, randomSource(11 + n).next, () => killed)));
    while (owners.reduce((sum, owner) => sum + (owner.done.create ?? 0) + (owner.done.edit ?? 0), 0) < 120) await new Promise((resolve) => setTimeout(resolve, 50));
    a!.killGroup();
    killed = true;
    await Promise.all([a!.exited, load]);

    expect((await fetch(`${b!.url}/api/health`)).status).toBe(200);
    const problems: string[] = [];
    for (const owner of owners) {
      const onB = onInstance(owner.client, b!);
      const listed = await onB.call<Property[]>('GET', '/api/user/properties?pageSize=100');
      if (listed.status !== 200) {
        problems.push(`${owner.user.email}: signed out on B (${listed.status})`);
        continue;
      }
      const found = new Map(listed.body.map((property) => [property.id, property.title]));
      const { pending } = owner;
      for (const [id, title] of owner.listings) {
        const may = pending?.op === 'edit' && pending.id === id ? [title, pending.title] : [title];
        if (pending?.op === 'delete' && pending.id === id && !found.has(id)) continue;
        if (!found.has(id)) problems.push(`${owner.user.email}: listing ${id}, acknowledged, is gone`);
        else if (!may.includes(found.get(id)!)) problems.push(`${owner.user.email}: listing ${id} reads "${found.get(id)}", acknowledged "${title}"`);
      }
      for (const url of owner.photos) {
        if ((await fetch(b!.url + url)).status !== 200) problems.push(`${owner.user.email}: photo ${url}, acknowledged, is not served by B`);
      }
    }
    expect(problems).toEqual([]);
  }, 120_000);
});
