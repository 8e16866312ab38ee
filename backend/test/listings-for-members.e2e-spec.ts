import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CSRF_HEADER, type AdminUser, type AuditEntry, type ListingDraft, type Property } from 'shared-contracts';
import { del, listingPayload, member, patch } from './support/listings.js';
import { mailsTo } from './support/mail-outbox.js';
import type { SessionClient } from './support/session-client.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { testImage } from './support/test-images.js';

describe('admins write listings for members, in the owner’s editor', () => {
  let testApp: TestApp;
  let uploadsDir: string;
  let admin: SessionClient;
  beforeAll(async () => {
    uploadsDir = await mkdtemp(join(tmpdir(), 'djelfa-for-members-'));
    testApp = await startTestApp({ UPLOADS_DIR: uploadsDir });
    admin = (await member(testApp.server, testApp.dataSource, 'admin')).client;
  });
  afterAll(async () => {
    await testApp?.close();
    await rm(uploadsDir, { recursive: true, force: true });
  });

  const put = (client: SessionClient, path: string, body: object) => client.agent.put(path).set(CSRF_HEADER, client.token).send(body);
  const upload = async (client: SessionClient): Promise<string> =>
    (
      await client.agent
        .post('/api/uploads')
        .set(CSRF_HEADER, client.token)
        .attach('file', await testImage('jpeg', 80, 60), 'photo.jpg')
    ).body.url;
  const uploadOwner = async (url: string): Promise<number> =>
    (await testApp.dataSource.query('SELECT user_id FROM uploads WHERE $1 LIKE ' + "'%' || file_name", [url]))[0]?.user_id;
  const latestAudit = async (): Promise<AuditEntry> => (await admin.get('/api/admin/audit?pageSize=1')).body[0];

  it('publishes a new listing on the member’s account: theirs to run, their photo, the member mailed, the admin’s act audit-logged', async () => {
    const owner = await member(testApp.server, testApp.dataSource);
    const found: AdminUser = (await admin.get(`/api/admin/users/${owner.id}`)).body;
    expect([found.username, found.listingsCount]).toEqual([owner.account.username, 0]);

    const photo = await upload(admin);
    const created = await admin.post('/api/user/drafts', { ownerId: owner.id, form: { title: 'أرض للبيع في مسعد', images: [photo] } });
    expect(created.status).toBe(201);
    const draft = created.body as ListingDraft;
    expect(draft.forOwner).toEqual({ id: owner.id, username: owner.account.username, name: `${owner.account.firstName} ${owner.account.lastName}` });
    expect(await uploadOwner(photo)).toBe(owner.id);
    const saved = await put(admin, `/api/user/drafts/${draft.id}`, {
      form: { ...listingPayload({ title: 'أرض للبيع في مسعد', titleEn: 'Land for sale in Messaad' }), images: [photo] },
    });
    expect([saved.status, saved.body.forOwner?.id]).toEqual([200, owner.id]);

    const published = await admin.post(`/api/user/drafts/${draft.id}/publish`, {});
    expect(published.status).toBe(200);
    const listing = published.body as Property;
    expect([listing.userId, listing.status, listing.images]).toEqual([owner.id, 'active', [photo]]);
    const theirs: Property[] = (await owner.client.get('/api/user/properties')).body;
    expect(theirs.map((row) => row.id)).toEqual([listing.id]);
    expect((await admin.get('/api/user/properties')).body).toEqual([]);

    const [mail] = await mailsTo(testApp.dataSource, owner.account.email);
    expect([mail.subject, mail.text.includes('أرض للبيع في مسعد')]).toEqual(['أُضيف إعلان إلى حسابك', true]);
    expect(await latestAudit()).toMatchObject({ action: 'property.create', targetId: String(listing.id), after: { owner: owner.id, status: 'active' } });

    // The member runs it as any of their own, photo included.
    expect((await patch(owner.client, `/api/properties/${listing.id}`, { title: 'أرض للبيع', images: [photo] })).status).toBe(200);
  });

  it('is an admin’s alone: members and moderators get 403, an unknown or deactivated member 404', async () => {
    const owner = await member(testApp.server, testApp.dataSource);
    for (const role of ['user', 'moderator'] as const) {
      const other = (await member(testApp.server, testApp.dataSource, role)).client;
      const refused = await other.post('/api/user/drafts', { ownerId: owner.id, form: { title: 'x' } });
      expect([role, refused.status, refused.body.code]).toEqual([role, 403, 'FORBIDDEN']);
    }
    expect((await admin.post('/api/user/drafts', { ownerId: 999_999, form: {} })).status).toBe(404);
    expect((await admin.get('/api/admin/users/999999')).status).toBe(404);
    await testApp.dataSource.query('UPDATE users SET is_active = false WHERE id = $1', [owner.id]);
    expect((await admin.post('/api/user/drafts', { ownerId: owner.id, form: {} })).status).toBe(404);
  });

  it('lets an admin change a member’s listing with its photos and add one; dropping the admin’s draft keeps the member’s photos', async () => {
    const owner = await member(testApp.server, testApp.dataSource, 'user', 'premium');
    const theirPhoto = await upload(owner.client);
    const listing: Property = (await owner.client.post('/api/properties', listingPayload({ images: [theirPhoto] }))).body;
    const addedPhoto = await upload(admin);

    const discarded = await admin.post('/api/user/drafts', { propertyId: listing.id, form: { ...listingPayload(), images: [theirPhoto] } });
    expect([discarded.status, discarded.body.forOwner?.id]).toEqual([201, owner.id]);
    expect((await del(admin, `/api/user/drafts/${discarded.body.id}`)).status).toBe(204);
    expect((await testApp.dataSource.query('SELECT count(*)::int AS n FROM uploads WHERE user_id = $1', [owner.id]))[0].n).toBe(1);

    const draft = await admin.post('/api/user/drafts', { propertyId: listing.id, form: { ...listingPayload({ title: 'شقة F3 بعد التصحيح' }), images: [theirPhoto, addedPhoto] } });
    expect(draft.status).toBe(201);
    const published = await admin.post(`/api/user/drafts/${draft.body.id}/publish`, {});
    expect([published.status, published.body.userId, published.body.images]).toEqual([200, owner.id, [theirPhoto, addedPhoto]]);
    expect(await uploadOwner(addedPhoto)).toBe(owner.id);
    expect(await latestAudit()).toMatchObject({ action: 'property.update', targetId: String(listing.id), after: { title: 'شقة F3 بعد التصحيح' } });
  });

  it('leaves a member’s own writes out of the audit log', async () => {
    const owner = await member(testApp.server, testApp.dataSource);
    const before = await latestAudit();
    expect((await owner.client.post('/api/properties', listingPayload())).status).toBe(201);
    expect((await latestAudit())?.id).toBe(before?.id);
  });
});
