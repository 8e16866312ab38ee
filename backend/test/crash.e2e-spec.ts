import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Property, User } from 'shared-contracts';
// @ts-expect-error: a plain ESM script of the workspace, without types.
import { randomSource } from '../scripts/seed-listings.mjs';
import { Owner } from './support/owner-load.js';
import { cleanUpSite, startSite, type RunningSite } from './support/running-site.js';
import { testImage } from './support/test-images.js';

const OWNERS = 30;

/** What the site must still hold of an owner's writes: all it acknowledged; the one in flight, or not. */
function lostWrites(owner: Owner, listed: Property[]): string[] {
  const problems: string[] = [];
  const found = new Map(listed.map((property) => [property.id, property.title]));
  const { pending } = owner;
  for (const [id, title] of owner.listings) {
    const may = pending?.op === 'edit' && pending.id === id ? [title, pending.title] : [title];
    if (pending?.op === 'delete' && pending.id === id && !found.has(id)) continue;
    if (!found.has(id)) problems.push(`listing ${id} "${title}", acknowledged, is gone`);
    else if (!may.includes(found.get(id)!)) problems.push(`listing ${id} reads "${found.get(id)}", acknowledged "${title}"`);
  }
  for (const [id, title] of found) {
    if (!owner.listings.has(id) && !(pending?.op === 'create' && pending.title === title)) problems.push(`listing ${id} "${title}" was never acknowledged`);
  }
  return problems.map((problem) => `${owner.user.email}: ${problem}`);
}

/** SIGKILL in the middle of the load: whatever was acknowledged survives, and the site starts again. */
describe('a crash of the whole process group during writes', () => {
  let dataDir: string;
  let site: RunningSite | undefined;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'djelfa-crash-'));
  });
  afterAll(() => cleanUpSite(site, dataDir));

  it('keeps every write that got a 2xx, and starts again on the same folder', async () => {
    site = await startSite(dataDir, { TRUST_PROXY: '1' });
    const owners = await Promise.all(Array.from({ length: OWNERS }, (_, n) => Owner.signUp(site!.url, n)));
    const photo = new Blob([new Uint8Array(await testImage('jpeg', 320, 240))], { type: 'image/jpeg' });
    let killed = false;
    const load = Promise.all(owners.map((owner, n) => owner.run(Number.POSITIVE_INFINITY, photo, randomSource(7 + n).next, () => killed)));
    // Mid-load: once the owners have written a good deal, and at a moment a write is in flight (at
    // times all of them are reading or uploading).
    const written = () => owners.reduce((sum, owner) => sum + (owner.done.create ?? 0) + (owner.done.edit ?? 0), 0);
    while (written() < 300 || owners.every((owner) => owner.pending === null)) await new Promise((resolve) => setTimeout(resolve, 50));
    site.killGroup();
    killed = true;
    await Promise.all([site.exited, load]);
    expect(owners.some((owner) => owner.pending !== null)).toBe(true);

    site = await startSite(dataDir, { TRUST_PROXY: '1' }, site.port);
    // The server the killed run left behind was found, and stopped before this one started.
    expect(site.output()).toContain('an earlier run left behind');
    const problems: string[] = [];
    for (const owner of owners) {
      // The session, written when it began, survived too: no new sign-in.
      const account = await owner.client.call<User>('GET', '/api/user');
      if (account.status !== 200 || account.body.id !== owner.user.id) problems.push(`${owner.user.email}: signed out (${account.status})`);
      const listed = await owner.client.call<Property[]>('GET', '/api/user/properties?pageSize=100');
      problems.push(...lostWrites(owner, listed.body));
      for (const url of owner.photos) {
        if ((await fetch(site.url + url)).status !== 200) problems.push(`${owner.user.email}: photo ${url}, acknowledged, is gone`);
      }
    }
    expect(problems).toEqual([]);
  }, 180_000);
});
