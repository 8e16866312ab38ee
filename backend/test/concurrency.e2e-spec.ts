import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// @ts-expect-error: a plain ESM script of the workspace, without types.
import { randomSource } from '../scripts/seed-listings.mjs';
import { Owner } from './support/owner-load.js';
import { cleanUpSite, startSite, type RunningSite } from './support/running-site.js';
import { testImage } from './support/test-images.js';

const OWNERS = 50;
const LOAD_MS = 30_000;

/** The embedded default as `npm start` runs it, with fifty owners at work at once. */
describe('many owners at once on the embedded database', () => {
  let dataDir: string;
  let site: RunningSite;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'djelfa-concurrency-'));
    site = await startSite(dataDir, { TRUST_PROXY: '1' });
  });
  afterAll(() => cleanUpSite(site, dataDir));

  it(
    `serves ${OWNERS} owners creating, editing, deleting and uploading for ${LOAD_MS / 1000} s: every answer theirs, nothing lost, no 5xx`,
    async () => {
      const owners = await Promise.all(Array.from({ length: OWNERS }, (_, n) => Owner.signUp(site.url, n)));
      const photo = new Blob([new Uint8Array(await testImage('jpeg', 320, 240))], { type: 'image/jpeg' });
      const deadline = Date.now() + LOAD_MS;
      await Promise.all(owners.map((owner, n) => owner.run(deadline, photo, randomSource(2026 + n).next, () => false)));

      // Afterwards each owner's list is exactly what they made, and each is still signed in.
      for (const owner of owners) owner.checkOwnList(await owner.client.call('GET', '/api/user/properties?pageSize=100'));
      const problems = owners.flatMap((owner) => owner.problems);
      expect(problems).toEqual([]);
      const done = owners.reduce((sum, owner) => sum + Object.values(owner.done).reduce((a, b) => a + b, 0), 0);
      const writes = owners.reduce((sum, owner) => sum + (owner.done.create ?? 0) + (owner.done.edit ?? 0) + (owner.done.delete ?? 0) + (owner.done.upload ?? 0), 0);
      // A load worth the name: the site answered a thousand calls and more.
      expect(done).toBeGreaterThan(1_000);
      expect(writes).toBeGreaterThan(500);
      expect(site.output()).not.toMatch(/"level":"(error|fatal)"/);
    },
    LOAD_MS + 120_000,
  ); // 50 sign-ups and every answer checked after the load: a minute more when CI runs other suites beside it
});
