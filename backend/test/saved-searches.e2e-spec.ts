import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { CSRF_HEADER, type SavedSearch } from 'shared-contracts';
import { DAILY_ALERTS_JOB, INSTANT_ALERTS_JOB } from '../src/saved-searches/saved-search-alerts.job.js';
import { runJob } from './support/jobs.js';
import { del, listingPayload, member, patch } from './support/listings.js';
import type { SessionClient } from './support/session-client.js';
import { startTestApp, type TestApp } from './support/test-app.js';

describe('saved searches and their alerts', () => {
  let testApp: TestApp;
  let owner: SessionClient;
  beforeAll(async () => {
    testApp = await startTestApp({ PUBLIC_URL: 'https://djelfa-estates.dz' });
    owner = (await member(testApp.server, testApp.dataSource, 'user', 'premium')).client;
  });
  afterAll(() => testApp?.close());

  const searcher = async () => {
    const { client, account } = await member(testApp.server, testApp.dataSource);
    return { client, email: account.email.toLowerCase() };
  };
  const outbox = (email: string): Promise<{ subject: string; text: string }[]> =>
    testApp.dataSource.query('SELECT subject, text FROM mail_outbox WHERE "to" = $1 ORDER BY id', [email]);
  const save = async (client: SessionClient, body: object) => (await client.post('/api/user/saved-searches', body)).body as SavedSearch;
  const flatsInMessaad = { name: 'شقق مسعد', filters: { commune: 'مسعد', propertyType: 'شقة', maxPrice: 10_000_000 }, frequency: 'instant' };

  it('mails a new matching listing once, to the matching search only, with its link and an unsubscribe link that works in one click', async () => {
    const alice = await searcher();
    const bob = await searcher();
    const aliceSearch = await save(alice.client, flatsInMessaad);
    expect(aliceSearch).toMatchObject({ name: 'شقق مسعد', frequency: 'instant', newMatches: 0 });
    await save(bob.client, { ...flatsInMessaad, filters: { commune: 'الجلفة' } });

    const match = (await owner.post('/api/properties', listingPayload({ commune: 'مسعد', title: 'شقة في مسعد' }))).body;
    await owner.post('/api/properties', listingPayload({ commune: 'مسعد', propertyType: 'فيلا', title: 'فيلا في مسعد' }));
    await owner.post('/api/properties', listingPayload({ commune: 'مسعد', price: 20, priceUnit: 'million', title: 'شقة غالية' }));
    await runJob(testApp, INSTANT_ALERTS_JOB);
    await runJob(testApp, INSTANT_ALERTS_JOB);

    const mails = await outbox(alice.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toContain('شقق مسعد');
    expect(mails[0].text).toContain(`https://djelfa-estates.dz/property/${match.id}`);
    expect(mails[0].text).not.toContain('فيلا في مسعد');
    expect(mails[0].text).not.toContain('شقة غالية');
    expect(await outbox(bob.email)).toHaveLength(0);
    expect((await alice.client.get('/api/user/saved-searches')).body[0].newMatches).toBe(1);

    const link = /https:\/\/djelfa-estates\.dz(\/api\/saved-searches\/unsubscribe\?token=[0-9a-f]{64})/.exec(mails[0].text)![1];
    const page = await request(testApp.server).get(link).expect(200);
    expect(page.text).toContain('أُلغي اشتراكك');
    expect(page.text).toContain('You are unsubscribed');
    expect((await alice.client.get('/api/user/saved-searches')).body[0].frequency).toBe('off');
    await owner.post('/api/properties', listingPayload({ commune: 'مسعد', title: 'شقة ثانية في مسعد' }));
    await runJob(testApp, INSTANT_ALERTS_JOB);
    expect(await outbox(alice.email)).toHaveLength(1);
    await request(testApp.server)
      .get('/api/saved-searches/unsubscribe?token=' + '0'.repeat(64))
      .expect(404);
    await request(testApp.server).get('/api/saved-searches/unsubscribe?token=nope').expect(400);
  });

  it('sends daily searches only with the daily run, never the searcher’s own listings, nothing when alerts are off in the settings', async () => {
    const daily = await searcher();
    await save(daily.client, { name: 'أراضي', filters: { propertyType: 'أرض' }, frequency: 'daily' });
    const quiet = await searcher();
    await save(quiet.client, { name: 'أراضي', filters: { propertyType: 'أرض' }, frequency: 'instant' });
    await patch(quiet.client, '/api/user/preferences', { notifications: { alerts: false } });
    await daily.client.post('/api/properties', listingPayload({ propertyType: 'أرض', title: 'أرضي أنا' }));
    await owner.post('/api/properties', listingPayload({ propertyType: 'أرض', title: 'أرض للبناء' }));

    await runJob(testApp, INSTANT_ALERTS_JOB);
    expect(await outbox(daily.email)).toHaveLength(0);
    await runJob(testApp, DAILY_ALERTS_JOB);
    const mails = await outbox(daily.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain('أرض للبناء');
    expect(mails[0].text).not.toContain('أرضي أنا');
    expect(await outbox(quiet.email)).toHaveLength(0);
  });

  it('counts new matches until the search is opened; renames, turns alerts off, deletes; only the owner’s', async () => {
    const { client } = await searcher();
    const search = await save(client, { name: 'محلات', filters: { propertyType: 'محل تجاري' }, frequency: 'off' });
    await owner.post('/api/properties', listingPayload({ propertyType: 'محل تجاري' }));
    expect((await client.get('/api/user/saved-searches')).body[0].newMatches).toBe(1);
    expect((await client.post(`/api/user/saved-searches/${search.id}/seen`)).status).toBe(204);
    expect((await client.get('/api/user/saved-searches')).body[0].newMatches).toBe(0);
    expect((await patch(client, `/api/user/saved-searches/${search.id}`, { name: 'محلات الجلفة', frequency: 'daily' })).body).toMatchObject({
      name: 'محلات الجلفة',
      frequency: 'daily',
    });
    const other = await searcher();
    expect((await patch(other.client, `/api/user/saved-searches/${search.id}`, { name: 'x' })).status).toBe(404);
    expect((await del(other.client, `/api/user/saved-searches/${search.id}`)).status).toBe(404);
    expect((await del(client, `/api/user/saved-searches/${search.id}`)).status).toBe(204);
    expect((await client.get('/api/user/saved-searches')).body).toEqual([]);
  });

  it.each([
    { name: '', filters: {}, frequency: 'daily' },
    { name: 'x', filters: { commune: 'Paris' }, frequency: 'daily' },
    { name: 'x', filters: {}, frequency: 'weekly' },
    { name: 'x', filters: { sort: 'latest' }, frequency: 'daily' },
    { name: 'x', frequency: 'daily' },
  ])('refuses %j with 400', async (body) => {
    expect((await (await searcher()).client.post('/api/user/saved-searches', body)).status).toBe(400);
  });

  it('keeps at most 20: 403 SAVED_SEARCH_LIMIT_REACHED; a visitor has none', async () => {
    const { client } = await searcher();
    for (let n = 0; n < 20; n += 1) await save(client, { name: `بحث ${n}`, filters: {}, frequency: 'off' });
    const refused = await client.post('/api/user/saved-searches', { name: 'x', filters: {}, frequency: 'off' });
    expect([refused.status, refused.body.code]).toEqual([403, 'SAVED_SEARCH_LIMIT_REACHED']);
    await request(testApp.server).get('/api/user/saved-searches').expect(401);
    await request(testApp.server).post('/api/user/saved-searches').set(CSRF_HEADER, 'x').send({}).expect(403);
  });
});
