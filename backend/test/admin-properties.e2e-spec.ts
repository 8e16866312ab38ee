import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import type { AdminProperty, AuditEntry, ModerationCounts, Property } from 'shared-contracts';
import { del, listingPayload, member } from './support/listings.js';
import { mailsTo } from './support/mail-outbox.js';
import type { SessionClient } from './support/session-client.js';
import { startTestApp, type TestApp } from './support/test-app.js';

describe('the properties tab and the listings of the moderation queue', () => {
  let testApp: TestApp;
  let admin: SessionClient;
  let moderator: SessionClient;
  const visitor = () => request(testApp.server);
  const ids = (rows: AdminProperty[]) => rows.map((row) => row.id);

  beforeAll(async () => {
    testApp = await startTestApp();
    admin = (await member(testApp.server, testApp.dataSource, 'admin')).client;
    moderator = (await member(testApp.server, testApp.dataSource, 'moderator')).client;
  });
  afterAll(() => testApp?.close());

  it('searches by title or commune and filters by state, type, commune, featured and owner, on the server', async () => {
    const owner = await member(testApp.server, testApp.dataSource, 'user', 'premium');
    const villa: Property = (
      await owner.client.post(
        '/api/properties',
        listingPayload({ title: 'فيلا واسعة بحديقة', titleEn: 'Roomy villa with a garden', propertyType: 'فيلا', commune: 'مسعد', price: 30 }),
      )
    ).body;
    const flat: Property = (await owner.client.post('/api/properties', listingPayload({ commune: 'حاسي بحبح', isActive: false, price: 5 }))).body;
    const byTitle = await admin.get('/api/admin/properties?q=garden');
    expect([ids(byTitle.body), byTitle.headers['x-total-count']]).toEqual([[villa.id], '1']);
    expect(byTitle.body[0]).toMatchObject({ status: 'active', commune: 'مسعد', owner: { id: owner.id, email: owner.account.email } });
    expect(ids((await admin.get(`/api/admin/properties?q=${encodeURIComponent('مسعد')}&pageSize=100`)).body)).toContain(villa.id);
    const mine = `owner=${encodeURIComponent(owner.account.username)}`;
    expect(ids((await admin.get(`/api/admin/properties?${mine}&status=paused`)).body)).toEqual([flat.id]);
    expect(ids((await admin.get(`/api/admin/properties?${mine}&type=${encodeURIComponent('فيلا')}`)).body)).toEqual([villa.id]);
    expect(ids((await admin.get(`/api/admin/properties?${mine}&commune=${encodeURIComponent('حاسي بحبح')}`)).body)).toEqual([flat.id]);
    expect(ids((await admin.get(`/api/admin/properties?${mine}&sort=price_asc`)).body)).toEqual([flat.id, villa.id]);
    expect(ids((await admin.get(`/api/admin/properties?${mine}&sort=price_desc`)).body)).toEqual([villa.id, flat.id]);
    expect(ids((await admin.get(`/api/admin/properties?${mine}&pageSize=1&page=2`)).body)).toHaveLength(1);
    for (const bad of ['status=gone', 'sort=random', 'featured=maybe', 'commune=Paris']) expect((await admin.get(`/api/admin/properties?${bad}`)).status).toBe(400);
  });

  it('features a listing (the home page shows it at once) and unfeatures it; a sold one is not featured', async () => {
    const owner = await member(testApp.server, testApp.dataSource);
    const listing: Property = (await owner.client.post('/api/properties', listingPayload())).body;
    const featuredIds = async () => ((await visitor().get('/api/properties?featured=true&limit=100')).body as Property[]).map((p) => p.id);
    expect(await featuredIds()).not.toContain(listing.id);
    const featured = await admin.put(`/api/admin/properties/${listing.id}/featured`, { featured: true });
    expect([featured.status, featured.body.isFeatured]).toEqual([200, true]);
    expect(await featuredIds()).toContain(listing.id);
    await admin.put(`/api/admin/properties/${listing.id}/featured`, { featured: false });
    expect(await featuredIds()).not.toContain(listing.id);
    expect((await admin.put(`/api/admin/properties/${listing.id}/status`, { status: 'sold' })).body.status).toBe('sold');
    const refused = await admin.put(`/api/admin/properties/${listing.id}/featured`, { featured: true });
    expect([refused.status, refused.body.code]).toEqual([409, 'INVALID_TRANSITION']);
    expect((await admin.put(`/api/admin/properties/${listing.id}/status`, { status: 'pending' })).status).toBe(400);
  });

  it('approves a waiting listing from the queue (public, owner mailed) and refuses another with a reason (paused, reason mailed)', async () => {
    await admin.put('/api/admin/settings', { listingsNeedApproval: true });
    const owner = await member(testApp.server, testApp.dataSource, 'user', 'basic');
    const first: Property = (await owner.client.post('/api/properties', listingPayload({ titleEn: 'First' }))).body;
    const second: Property = (await owner.client.post('/api/properties', listingPayload({ titleEn: 'Second' }))).body;
    await admin.put('/api/admin/settings', { listingsNeedApproval: false });
    expect([first.status, second.status]).toEqual(['pending', 'pending']);
    const counts: ModerationCounts = (await moderator.get('/api/admin/moderation')).body;
    expect(counts.listings).toBeGreaterThanOrEqual(2);
    const queue = await moderator.get('/api/admin/moderation/properties?pageSize=100');
    expect(ids(queue.body)).toEqual(expect.arrayContaining([first.id, second.id]));
    expect((queue.body as AdminProperty[]).every((row) => row.status === 'pending')).toBe(true);

    const approved = await moderator.post(`/api/admin/moderation/properties/${first.id}/approve`);
    expect([approved.status, approved.body.status]).toEqual([200, 'active']);
    expect((await visitor().get(`/api/properties/${first.id}`)).status).toBe(200);
    expect((await moderator.post(`/api/admin/moderation/properties/${first.id}/approve`)).status).toBe(409);

    expect((await moderator.post(`/api/admin/moderation/properties/${second.id}/reject`, { reason: '  ' })).status).toBe(400);
    const rejected = await moderator.post(`/api/admin/moderation/properties/${second.id}/reject`, { reason: 'The photos show another property.' });
    expect([rejected.status, rejected.body.status]).toEqual([200, 'paused']);
    expect((await visitor().get(`/api/properties/${second.id}`)).status).toBe(404);

    const mails = await mailsTo(testApp.dataSource, owner.account.email, 2);
    expect(mails.map(({ subject }) => subject)).toEqual(['نُشر إعلانك', 'لم تتم الموافقة على إعلانك']);
    expect(mails[1].text).toContain('The photos show another property.');
    const entries: AuditEntry[] = (await admin.get('/api/admin/audit?pageSize=2')).body;
    expect(entries.map(({ action }) => action)).toEqual(['property.reject', 'property.approve']);
    expect(entries[0]).toMatchObject({ before: { status: 'pending' }, after: { status: 'paused', reason: 'The photos show another property.' } });
    // Moderators approve, but the properties tab is the admins'.
    expect((await moderator.get('/api/admin/properties')).status).toBe(403);
  });

  it('runs one action on the selected rows, skipping those that cannot take it, and deletes with an audit row', async () => {
    const owner = await member(testApp.server, testApp.dataSource, 'user', 'basic');
    const rows: Property[] = [];
    for (let n = 0; n < 3; n += 1) rows.push((await owner.client.post('/api/properties', listingPayload())).body);
    await admin.put(`/api/admin/properties/${rows[2].id}/status`, { status: 'rented' });
    const bulk = await admin.post('/api/admin/properties/bulk', { ids: [...ids(rows as never), 999999], action: 'feature' });
    expect([bulk.status, bulk.body]).toEqual([200, { changed: 2, skipped: [rows[2].id, 999999] }]);
    const paused = await admin.post('/api/admin/properties/bulk', { ids: [rows[0].id, rows[1].id], action: 'pause' });
    expect(paused.body.changed).toBe(2);
    const states = (await admin.get(`/api/admin/properties?owner=${encodeURIComponent(owner.account.email)}`)).body as AdminProperty[];
    expect(states.filter((row) => row.id !== rows[2].id).map((row) => [row.status, row.isFeatured])).toEqual([
      ['paused', false],
      ['paused', false],
    ]);
    expect((await admin.post('/api/admin/properties/bulk', { ids: [], action: 'pause' })).status).toBe(400);
    expect((await admin.post('/api/admin/properties/bulk', { ids: [rows[0].id], action: 'explode' })).status).toBe(400);
    expect((await admin.post('/api/admin/properties/bulk', { ids: Array.from({ length: 101 }, (_, n) => n + 1), action: 'pause' })).status).toBe(400);

    expect((await del(admin, `/api/admin/properties/${rows[0].id}`)).status).toBe(204);
    expect((await owner.client.get(`/api/properties/${rows[0].id}`)).status).toBe(404);
    expect((await del(admin, `/api/admin/properties/${rows[0].id}`)).status).toBe(404);
    const [entry]: AuditEntry[] = (await admin.get('/api/admin/audit?pageSize=1')).body;
    expect(entry).toMatchObject({ action: 'property.delete', targetId: String(rows[0].id), before: { id: rows[0].id } });
  });

  it('exports the filtered table as streamed CSV: BOM for Excel, headers in the admin’s language, formulas made inert', async () => {
    const owner = await member(testApp.server, testApp.dataSource);
    const hostile: Property = (await owner.client.post('/api/properties', listingPayload({ title: '=cmd|"/C calc"!A0 شقة', titleEn: '@SUM(1+1) flat' }))).body;
    const response = await admin.agent
      .get(`/api/admin/properties/export?owner=${encodeURIComponent(owner.account.email)}`)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks).toString('utf8')));
      });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="properties-\d{4}-\d{2}-\d{2}\.csv"$/);
    const text = response.body as string;
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const [header, row, ...rest] = text.slice(1).trim().split('\n');
    expect(header.split(',').slice(0, 3)).toEqual(['الرقم', 'العنوان', 'العنوان بالإنجليزية']);
    expect(rest).toEqual([]);
    expect(row.startsWith(`${hostile.id},"'=cmd|""/C calc""!A0 شقة",'@SUM(1+1) flat`)).toBe(true);
    expect((await admin.get('/api/admin/users/export?lang=en')).text.slice(1)).toMatch(/^ID,Username,Email,/);
    for (const path of ['/api/admin/users/export', '/api/admin/payments/export', '/api/admin/contact-messages/export']) {
      const other = await admin.get(path);
      expect([path, other.status, other.text.charCodeAt(0)]).toEqual([path, 200, 0xfeff]);
      expect((await moderator.get(path)).status).toBe(403);
    }
  });
});
