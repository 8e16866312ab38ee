import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { ModerationCounts, Property } from 'shared-contracts';
import { listingPayload, member } from './support/listings.js';
import { advisorApplication, memberThings } from './support/member-things.js';
import type { SessionClient } from './support/session-client.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/** The moderation tab's badges are counted by each module, by the rule its own queue lists by. */
describe("the moderation tab's counts", () => {
  let testApp: TestApp;
  let admin: SessionClient;
  let moderator: SessionClient;

  beforeAll(async () => {
    testApp = await startTestApp();
    admin = (await member(testApp.server, testApp.dataSource, 'admin')).client;
    moderator = (await member(testApp.server, testApp.dataSource, 'moderator')).client;
  });
  afterAll(() => testApp?.close());

  it('each badge is what its queue holds waiting, and a decision takes it off', async () => {
    // Something waits in every queue: a new member's reply and comment, a listing held for
    // approval, a report of each kind, an advisor's application, a payment with its receipt.
    const { owner, client, ids } = await memberThings(testApp, admin);
    await admin.put('/api/admin/settings', { listingsNeedApproval: true });
    const held: Property = (await owner.post('/api/properties', listingPayload())).body;
    await admin.put('/api/admin/settings', { listingsNeedApproval: false });
    expect((await client.post(`/api/properties/${ids.listing}/report`, { reason: 'fraud' })).status).toBe(204);
    expect((await client.post(`/api/forum/topics/${ids.topic}/report`, { reason: 'spam' })).status).toBe(204);
    const applicant = await member(testApp.server, testApp.dataSource);
    expect((await applicant.client.post('/api/advisors/application', advisorApplication(`CN-${applicant.id}`))).status).toBe(201);

    const counts: ModerationCounts = (await moderator.get('/api/admin/moderation')).body;
    const total = async (path: string) => Number((await admin.get(path)).headers['x-total-count']);
    const open = async (path: string) => ((await admin.get(`${path}?pageSize=100`)).body as { status: string }[]).filter((row) => row.status === 'open').length;
    const queues: ModerationCounts = {
      listings: await total('/api/admin/moderation/properties'),
      listingReports: await open('/api/admin/moderation/listing-reports'),
      forumReports: await open('/api/admin/forum/reports'),
      forumPosts: await total('/api/admin/forum/pending'),
      comments: await total('/api/admin/blog-comments'),
      advisors: await total('/api/admin/advisors?status=pending'),
      payments: await total('/api/admin/payments?status=pending'),
      conversationReports: await open('/api/admin/conversation-reports'),
    };
    expect(counts).toEqual(queues);
    expect(counts).toMatchObject({ listings: 1, listingReports: 1, forumReports: 1, forumPosts: 1, comments: 1, advisors: 1 });

    expect((await moderator.post(`/api/admin/moderation/properties/${held.id}/approve`)).status).toBe(200);
    expect(((await moderator.get('/api/admin/moderation')).body as ModerationCounts).listings).toBe(0);
  });
});
