import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import type { AuditEntry, ListingReport, ModerationCounts, Property } from 'shared-contracts';
import { listingPayload, member } from './support/listings.js';
import { mailsTo } from './support/mail-outbox.js';
import { SessionClient } from './support/session-client.js';
import { startTestApp, type TestApp } from './support/test-app.js';

describe('members report listings; moderators settle the reports', () => {
  let testApp: TestApp;
  let moderator: SessionClient;
  beforeAll(async () => {
    testApp = await startTestApp();
    moderator = (await member(testApp.server, testApp.dataSource, 'moderator')).client;
  });
  afterAll(() => testApp?.close());

  const put = (client: SessionClient, path: string, body: object) => client.put(path, body);

  it('takes a report once per member, never of one’s own listing nor from a visitor', async () => {
    const owner = await member(testApp.server, testApp.dataSource);
    const listing: Property = (await owner.client.post('/api/properties', listingPayload())).body;
    const reporter = await member(testApp.server, testApp.dataSource);
    const sent = await reporter.client.post(`/api/properties/${listing.id}/report`, { reason: 'fraud', details: 'Asks for a deposit before any visit.' });
    expect(sent.status).toBe(204);
    const again = await reporter.client.post(`/api/properties/${listing.id}/report`, { reason: 'duplicate' });
    expect([again.status, again.body.code]).toEqual([409, 'ALREADY_REPORTED']);
    expect((await owner.client.post(`/api/properties/${listing.id}/report`, { reason: 'fraud' })).status).toBe(403);
    expect((await reporter.client.post(`/api/properties/${listing.id}/report`, { reason: 'boring' })).status).toBe(400);
    expect((await reporter.client.post('/api/properties/999999/report', { reason: 'fraud' })).status).toBe(404);
    const visitor = await new SessionClient(testApp.server).start();
    expect((await visitor.post(`/api/properties/${listing.id}/report`, { reason: 'fraud' })).status).toBe(401);
  });

  it('puts reports in the queue with the listing as evidence; pausing settles every report of it and mails the owner', async () => {
    const owner = await member(testApp.server, testApp.dataSource);
    const listing: Property = (await owner.client.post('/api/properties', listingPayload({ titleEn: 'Reported flat' }))).body;
    for (const reason of ['fraud', 'wrong_information']) {
      const reporter = await member(testApp.server, testApp.dataSource);
      await reporter.client.post(`/api/properties/${listing.id}/report`, { reason });
    }
    const counts: ModerationCounts = (await moderator.get('/api/admin/moderation')).body;
    expect(counts.listingReports).toBeGreaterThanOrEqual(2);
    const queue: ListingReport[] = (await moderator.get('/api/admin/moderation/listing-reports?pageSize=100')).body;
    const mine = queue.filter((report) => report.listing.id === listing.id);
    expect(mine.map((report) => [report.reason, report.status, report.listing.ownerUsername])).toEqual([
      ['wrong_information', 'open', owner.account.username],
      ['fraud', 'open', owner.account.username],
    ]);
    expect((await put(moderator, `/api/admin/moderation/listing-reports/${mine[0].id}`, { resolution: 'paused' })).status).toBe(204);
    expect((await request(testApp.server).get(`/api/properties/${listing.id}`)).status).toBe(404);
    const after: ListingReport[] = (await moderator.get('/api/admin/moderation/listing-reports?pageSize=100')).body;
    expect(after.filter((report) => report.listing.id === listing.id).map((report) => report.status)).toEqual(['paused', 'paused']);
    expect((await put(moderator, `/api/admin/moderation/listing-reports/${mine[1].id}`, { resolution: 'dismissed' })).status).toBe(409);
    const [mail] = await mailsTo(testApp.dataSource, owner.account.email);
    expect([mail.subject, mail.text.includes('معلوماته غير صحيحة')]).toEqual(['أُوقف إعلانك', true]);
    const admin = (await member(testApp.server, testApp.dataSource, 'admin')).client;
    const [entry]: AuditEntry[] = (await admin.get('/api/admin/audit?pageSize=1')).body;
    expect(entry).toMatchObject({ action: 'listing-report.paused', targetId: String(listing.id), before: { status: 'active' } });
  });

  it('dismisses a report and leaves the listing public; members cannot see the queue', async () => {
    const owner = await member(testApp.server, testApp.dataSource);
    const listing: Property = (await owner.client.post('/api/properties', listingPayload())).body;
    const reporter = await member(testApp.server, testApp.dataSource);
    await reporter.client.post(`/api/properties/${listing.id}/report`, { reason: 'other', details: 'Not sure.' });
    const [report] = ((await moderator.get('/api/admin/moderation/listing-reports?pageSize=100')).body as ListingReport[]).filter((row) => row.listing.id === listing.id);
    expect((await put(moderator, `/api/admin/moderation/listing-reports/${report.id}`, { resolution: 'dismissed' })).status).toBe(204);
    expect((await request(testApp.server).get(`/api/properties/${listing.id}`)).status).toBe(200);
    expect((await reporter.client.get('/api/admin/moderation/listing-reports')).status).toBe(403);
  });
});
