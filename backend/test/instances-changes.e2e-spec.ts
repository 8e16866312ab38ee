import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { PUBLIC_SETTINGS_PATH, TOTAL_COUNT_HEADER, type PropertyCard } from 'shared-contracts';
import type { PostgresDataSourceOptions } from 'typeorm/driver/postgres/PostgresDataSourceOptions.js';
import { eventually } from './support/eventually.js';
import { listingPayload, member, patch } from './support/listings.js';
import { startApp, startTestApp, type TestApp } from './support/test-app.js';

/**
 * Two instances of the API on one database, as behind a proxy: what one keeps in memory (result
 * pages for a second, totals for ten, a listing for a second, the settings) follows what the other
 * writes at once, not when it expires.
 */
describe('two instances: one writes, the other knows', () => {
  let a: TestApp;
  let b: TestApp;
  let bData: string;
  beforeAll(async () => {
    a = await startTestApp();
    bData = await mkdtemp(join(tmpdir(), 'djelfa-instance-b-'));
    // The same database as A's, wherever it runs (a server, or A's embedded one).
    b = await startApp({ DATABASE_URL: (a.dataSource.options as PostgresDataSourceOptions).url, DATA_DIR: bData });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await rm(bData, { recursive: true, force: true });
  });

  const searchOn = (app: TestApp, query: string) => request(app.server).get(`/api/properties?${query}`).expect(200);
  /** Well inside every cache's own lifetime (one second for pages, ten for totals): only an announcement explains it. */
  const soon = { timeout: 500 };

  it('a listing published on A is in B’s results and total at once', async () => {
    const query = `commune=${encodeURIComponent('حاسي العش')}`;
    const before = await searchOn(b, query);
    const owner = await member(a.server, a.dataSource);
    const created = await owner.client.post('/api/properties', listingPayload({ commune: 'حاسي العش', title: 'شقة في حاسي العش' }));
    expect(created.status).toBe(201);
    const expected = [Number(before.headers[TOTAL_COUNT_HEADER.toLowerCase()]) + 1, true];
    const seen = await eventually(
      async () => {
        const now = await searchOn(b, query);
        return [Number(now.headers[TOTAL_COUNT_HEADER.toLowerCase()]), (now.body as PropertyCard[]).some((card) => card.id === created.body.id)];
      },
      expected,
      soon,
    );
    expect(seen).toEqual(expected);
  });

  it('a listing changed on A reads changed on B at once', async () => {
    const owner = await member(a.server, a.dataSource);
    const { id } = (await owner.client.post('/api/properties', listingPayload())).body as PropertyCard;
    expect((await request(b.server).get(`/api/properties/${id}`)).body.title).toBe(listingPayload().title);
    expect((await patch(owner.client, `/api/properties/${id}`, { title: 'شقة بعد التعديل' })).status).toBe(200);
    expect(await eventually(async () => (await request(b.server).get(`/api/properties/${id}`)).body.title, 'شقة بعد التعديل', soon)).toBe('شقة بعد التعديل');
  });

  it('settings saved on A apply on B at once', async () => {
    const admin = (await member(a.server, a.dataSource, 'admin')).client;
    const read = async () => (await request(b.server).get(PUBLIC_SETTINGS_PATH).expect(200)).body.contactPhone;
    await read();
    expect((await admin.put('/api/admin/settings', { contactPhone: '0661 00 11 22' })).status).toBe(200);
    expect(await eventually(read, '0661 00 11 22', soon)).toBe('0661 00 11 22');
  });

  it('after its listener was cut off, an instance forgets what it kept, then hears again', async () => {
    const query = `commune=${encodeURIComponent('القديد')}`;
    await searchOn(b, query);
    const owner = await member(a.server, a.dataSource);
    // B's listener is cut; the listing is written behind both instances' backs meanwhile.
    await a.dataSource.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'djelfa-changes'`);
    await a.dataSource.query(
      `INSERT INTO properties (user_id, title, description, price, price_unit, price_dzd, price_type, property_type, commune, is_active, status, search_text) ` +
        `VALUES ($1, 'أرض في القديد', 'وصف', 1000000, 'dzd', 1000000, 'sale', 'أرض', 'القديد', true, 'active', 'ارض في القديد')`,
      [owner.id],
    );
    const total = async () => Number((await searchOn(b, query)).headers[TOTAL_COUNT_HEADER.toLowerCase()]);
    expect(await eventually(total, 1, { timeout: 8_000 })).toBe(1);
    // Listening again: the next change on A is heard at once.
    const created = await owner.client.post('/api/properties', listingPayload({ commune: 'القديد' }));
    expect(await eventually(total, 2, { timeout: 8_000 })).toBe(2);
    expect(created.status).toBe(201);
  });
});
