import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import {
  CSRF_HEADER,
  MAX_PUSH_DEVICES,
  PUSH_SUBSCRIPTIONS_PATH,
  savedSearchHref,
  type PushDevices,
  type PushSubscriptionRequest,
  type SavedSearch,
  type SavedSearchFilters,
} from 'shared-contracts';
import { MESSAGE_MAILS_JOB } from '../src/messages/message-mails.job.js';
import { SEND_PUSH_JOB } from '../src/push/push-queue.js';
import { DEFAULT_PUSH_SERVICE_HOSTS } from '../src/push/push.config.js';
import { VapidKeys } from '../src/push/vapid-keys.js';
import { INSTANT_ALERTS_JOB } from '../src/saved-searches/saved-search-alerts.job.js';
import { queuesIdle, runJob } from './support/jobs.js';
import { listingPayload, member, patch } from './support/listings.js';
import { mailsTo } from './support/mail-outbox.js';
import { startPushService, type PushServiceStandIn } from './support/push-service.js';
import { SessionClient, signedUp } from './support/session-client.js';
import { startTestApp, type TestApp } from './support/test-app.js';

describe('Web Push: devices subscribe, saved-search alerts and new messages reach them', () => {
  let testApp: TestApp;
  let pushService: PushServiceStandIn;
  let owner: SessionClient;
  let publicKey: string;

  beforeAll(async () => {
    [testApp, pushService] = await Promise.all([startTestApp({ PUBLIC_URL: 'https://djelfa-estates.dz' }), startPushService()]);
    owner = (await member(testApp.server, testApp.dataSource, 'user', 'premium')).client;
    publicKey = (await request(testApp.server).get('/api/push/key').expect(200)).body.publicKey;
  });
  afterAll(async () => {
    await testApp?.close();
    await pushService?.close();
  });

  const subscribe = (client: SessionClient, body: object) => client.post(PUSH_SUBSCRIPTIONS_PATH, body);
  const subscribed = async (client: SessionClient): Promise<PushSubscriptionRequest> => {
    const subscription = pushService.subscription();
    const answer = await subscribe(client, subscription);
    expect([answer.status, answer.body.thisDevice]).toEqual([201, true]);
    return subscription;
  };
  const unsubscribe = (client: SessionClient, endpoint: string) => client.agent.delete(PUSH_SUBSCRIPTIONS_PATH).set(CSRF_HEADER, client.token).send({ endpoint });
  const devicesOf = async (client: SessionClient): Promise<PushDevices> => (await client.get(PUSH_SUBSCRIPTIONS_PATH)).body;
  const endpointsOf = async (userId: number): Promise<string[]> =>
    (await testApp.dataSource.query(`SELECT endpoint FROM push_subscriptions WHERE user_id = $1 ORDER BY id`, [userId])).map((row: { endpoint: string }) => row.endpoint);
  /** Keys of the right shapes: a P-256 point, a 16-byte secret. */
  const P256DH = Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 7)]).toString('base64url');
  const AUTH = Buffer.alloc(16, 9).toString('base64url');
  const pushesTo = (endpoint: string) => pushService.received.filter((push) => push.endpoint === endpoint);

  describe('the routes', () => {
    it('gives the public key to anyone, the one kept in the database (every instance signs with it)', async () => {
      expect(publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
      expect((await request(testApp.server).get('/api/push/key')).body).toEqual({ publicKey });
      expect(await testApp.dataSource.query(`SELECT public_key FROM push_vapid_keys`)).toEqual([{ public_key: publicKey }]);
      // Other instances starting on the same database, at once: they read the pair the first one made.
      const others = [1, 2, 3].map(() =>
        new VapidKeys({ subject: 'mailto:admin@localhost', allowLocalEndpoints: true, serviceHosts: DEFAULT_PUSH_SERVICE_HOSTS }, testApp.dataSource).get(),
      );
      expect((await Promise.all(others)).map((pair) => pair.publicKey)).toEqual([publicKey, publicKey, publicKey]);
    });

    it('answers a signed-out visitor 401 UNAUTHENTICATED', async () => {
      const visitor = await new SessionClient(testApp.server).start();
      const { endpoint, keys } = pushService.subscription();
      for (const answer of [await visitor.get(PUSH_SUBSCRIPTIONS_PATH), await subscribe(visitor, { endpoint, keys }), await unsubscribe(visitor, endpoint)]) {
        expect([answer.status, answer.body.code]).toEqual([401, 'UNAUTHENTICATED']);
      }
    });

    it.each([
      [
        {},
        [
          { field: 'endpoint', code: 'required' },
          { field: 'keys', code: 'invalid' },
        ],
      ],
      [{ endpoint: 'http://push.example.com/send/1' }, [{ field: 'endpoint', code: 'invalid' }]],
      [{ endpoint: 'https://10.1.2.3/send/1' }, [{ field: 'endpoint', code: 'invalid' }]],
      [{ endpoint: 'https://push-server/send/1' }, [{ field: 'endpoint', code: 'invalid' }]],
      [{ endpoint: 'not a url' }, [{ field: 'endpoint', code: 'invalid' }]],
      [{ endpoint: `https://fcm.googleapis.com/${'x'.repeat(2048)}` }, [{ field: 'endpoint', code: 'tooLong', limit: 2048 }]],
      [{ keys: { p256dh: 'not base64!', auth: AUTH } }, [{ field: 'keys.p256dh', code: 'invalid' }]],
      // A 65-byte point that is not uncompressed (0x04 first), and an auth secret of 15 bytes.
      [
        { keys: { p256dh: Buffer.alloc(65, 2).toString('base64url'), auth: Buffer.alloc(15).toString('base64url') } },
        [
          { field: 'keys.p256dh', code: 'invalid' },
          { field: 'keys.auth', code: 'invalid' },
        ],
      ],
      [{ keys: { p256dh: P256DH } }, [{ field: 'keys.auth', code: 'required' }]],
      [{ keys: 'none' }, [{ field: 'keys', code: 'invalid' }]],
      [{ userId: 1 }, [{ field: 'userId', code: 'unknown' }]],
    ])('refuses %j with 400 VALIDATION_FAILED naming the fields', async (change, fields) => {
      const { client } = await signedUp(testApp.server);
      const body = Object.keys(change).length === 0 ? {} : { endpoint: 'https://fcm.googleapis.com/fcm/send/abc', keys: { p256dh: P256DH, auth: AUTH }, ...change };
      const answer = await subscribe(client, body);
      expect([answer.status, answer.body.code, answer.body.fields]).toEqual([400, 'VALIDATION_FAILED', fields]);
      expect((await devicesOf(client)).devices).toBe(0);
    });

    it('takes the browser’s PushSubscription.toJSON(); deletes only the account’s own; the same browser again moves to the account signed in now', async () => {
      const alice = await signedUp(testApp.server);
      const bob = await signedUp(testApp.server);
      const phone = await subscribed(alice.client);
      expect(await devicesOf(alice.client)).toEqual({ devices: 1, thisDevice: true });
      expect(await devicesOf(bob.client)).toEqual({ devices: 0, thisDevice: false });

      expect((await unsubscribe(bob.client, phone.endpoint)).status).toBe(204);
      expect(await endpointsOf(alice.id)).toEqual([phone.endpoint]);

      // Alice's phone, now signed in as Bob: one subscription, Bob's.
      expect((await subscribe(bob.client, phone)).body).toEqual({ devices: 1, thisDevice: true });
      expect(await endpointsOf(alice.id)).toEqual([]);
      expect(await endpointsOf(bob.id)).toEqual([phone.endpoint]);

      expect((await unsubscribe(bob.client, phone.endpoint)).status).toBe(204);
      expect(await devicesOf(bob.client)).toEqual({ devices: 0, thisDevice: false });
      const refused = await unsubscribe(bob.client, '');
      expect([refused.status, refused.body.fields]).toEqual([400, [{ field: 'endpoint', code: 'required' }]]);
    });

    it(`keeps ${MAX_PUSH_DEVICES} devices an account, the oldest dropped`, async () => {
      const { client, id } = await signedUp(testApp.server);
      const made: string[] = [];
      for (let device = 0; device < MAX_PUSH_DEVICES + 2; device += 1) made.push((await subscribed(client)).endpoint);
      expect(await endpointsOf(id)).toEqual(made.slice(2));
      expect((await devicesOf(client)).devices).toBe(MAX_PUSH_DEVICES);
    });

    it('forgets the device at sign-out (its session’s subscription), and the account’s at its deactivation; another session’s stays', async () => {
      const { client, account, id } = await signedUp(testApp.server);
      const phone = await subscribed(client);
      const laptop = await new SessionClient(testApp.server).start();
      expect((await laptop.post('/api/login', { email: account.email, password: account.password })).status).toBe(200);
      const laptops = await subscribed(laptop);
      expect(await devicesOf(laptop)).toEqual({ devices: 2, thisDevice: true });

      expect((await client.post('/api/logout')).status).toBe(204);
      expect(await endpointsOf(id)).toEqual([laptops.endpoint]);
      expect(phone.endpoint).not.toEqual(laptops.endpoint);

      const admin = (await member(testApp.server, testApp.dataSource, 'admin')).client;
      expect((await admin.put(`/api/admin/users/${id}/toggle`, { active: false })).status).toBe(200);
      expect(await endpointsOf(id)).toEqual([]);
    });

    it('forgets every device of a deleted account', async () => {
      const { client, id } = await signedUp(testApp.server);
      await subscribed(client);
      await testApp.dataSource.query(`DELETE FROM users WHERE id = $1`, [id]);
      expect(await testApp.dataSource.query(`SELECT count(*)::int AS left FROM push_subscriptions WHERE user_id = $1`, [id])).toEqual([{ left: 0 }]);
    });
  });

  describe('sending', () => {
    const flats = { name: 'شقق مسعد', filters: { commune: 'مسعد', propertyType: 'شقة' } satisfies SavedSearchFilters, frequency: 'instant' };
    const saveSearch = async (client: SessionClient, body: object = flats): Promise<SavedSearch> => (await client.post('/api/user/saved-searches', body)).body;

    it('pushes a saved search’s new listings once, encrypted and signed with the site’s key, in the account’s language, opening the search; no email when push alone was chosen', async () => {
      const searcher = await signedUp(testApp.server);
      await patch(searcher.client, '/api/user/preferences', { language: 'en', notifications: { alertChannel: 'push' } });
      const device = await subscribed(searcher.client);
      const search = await saveSearch(searcher.client);
      const listing = (await owner.post('/api/properties', listingPayload({ commune: 'مسعد', propertyType: 'شقة', title: 'شقة في مسعد', titleEn: 'Flat in Messaad' }))).body;
      expect(listing.id).toBeGreaterThan(0);

      await runJob(testApp, INSTANT_ALERTS_JOB);
      await runJob(testApp, INSTANT_ALERTS_JOB);
      await queuesIdle(testApp, [SEND_PUSH_JOB]);

      const pushes = pushesTo(device.endpoint);
      expect(pushes).toHaveLength(1);
      expect(pushes[0]).toMatchObject({ vapidKey: publicKey, audience: new URL(device.endpoint).origin, topic: `search-${search.id}`, ttl: 86_400 });
      expect(pushes[0].payload).toEqual({
        title: 'New listings for “شقق مسعد”',
        body: expect.stringContaining('Flat in Messaad'),
        url: savedSearchHref(flats.filters),
        tag: `search-${search.id}`,
      });
      expect(pushes[0].payload.url).toBe(`/search?commune=${encodeURIComponent('مسعد')}&propertyType=${encodeURIComponent('شقة')}`);
      expect(await mailsTo(testApp.dataSource, searcher.account.email.toLowerCase(), 0)).toEqual([]);
    });

    it('sends both the email and the push when both were chosen, in Arabic by default; the email alone by default', async () => {
      const both = await signedUp(testApp.server);
      await patch(both.client, '/api/user/preferences', { notifications: { alertChannel: 'both' } });
      const device = await subscribed(both.client);
      await saveSearch(both.client, { ...flats, filters: { commune: 'عين وسارة', propertyType: 'شقة' } });
      const byMail = await signedUp(testApp.server);
      const unused = await subscribed(byMail.client);
      await saveSearch(byMail.client, { ...flats, filters: { commune: 'عين وسارة', propertyType: 'شقة' } });
      await owner.post('/api/properties', listingPayload({ commune: 'عين وسارة', propertyType: 'شقة', title: 'شقة في عين وسارة' }));

      await runJob(testApp, INSTANT_ALERTS_JOB);
      await queuesIdle(testApp, [SEND_PUSH_JOB]);

      expect(pushesTo(device.endpoint).map(({ payload }) => payload.title)).toEqual(['إعلانات جديدة لبحثك «شقق مسعد»']);
      expect(pushesTo(device.endpoint)[0].payload.body).toContain('شقة في عين وسارة');
      expect(await mailsTo(testApp.dataSource, both.account.email.toLowerCase())).toHaveLength(1);
      expect(pushesTo(unused.endpoint)).toEqual([]);
      expect(await mailsTo(testApp.dataSource, byMail.account.email.toLowerCase())).toHaveLength(1);
    });

    it('deletes a subscription its push service says is gone (410), and still pushes to the account’s other devices', async () => {
      const searcher = await signedUp(testApp.server);
      await patch(searcher.client, '/api/user/preferences', { notifications: { alertChannel: 'push' } });
      const gone = await subscribed(searcher.client);
      const laptop = await new SessionClient(testApp.server).start();
      await laptop.post('/api/login', { email: searcher.account.email, password: searcher.account.password });
      const kept = await subscribed(laptop);
      pushService.expire(gone.endpoint);
      await saveSearch(searcher.client, { ...flats, filters: { commune: 'حاسي بحبح' } });
      await owner.post('/api/properties', listingPayload({ commune: 'حاسي بحبح', title: 'بيت في حاسي بحبح' }));

      await runJob(testApp, INSTANT_ALERTS_JOB);
      await queuesIdle(testApp, [SEND_PUSH_JOB]);

      expect(pushesTo(gone.endpoint)).toEqual([]);
      expect(pushesTo(kept.endpoint)).toHaveLength(1);
      expect(await endpointsOf(searcher.id)).toEqual([kept.endpoint]);
    });

    it('pushes a new message to its receiver’s devices, in their language, opening the conversation; not once they turned message pushes off', async () => {
      const landlord = await signedUp(testApp.server, { firstName: 'Karim' });
      await testApp.dataSource.query(`UPDATE users SET subscription_plan = 'premium' WHERE id = $1`, [landlord.id]);
      await patch(landlord.client, '/api/user/preferences', { language: 'en' });
      const device = await subscribed(landlord.client);
      const listing = (await landlord.client.post('/api/properties', listingPayload({ images: [], title: 'فيلا في الجلفة', titleEn: 'Villa in Djelfa' }))).body;
      const seeker = await signedUp(testApp.server, { firstName: 'Yacine' });
      const seekerDevice = await subscribed(seeker.client);

      const conversation = (await seeker.client.post('/api/conversations', { propertyId: listing.id, body: 'هل ما زالت متاحة؟' })).body;
      await queuesIdle(testApp, [MESSAGE_MAILS_JOB, SEND_PUSH_JOB]);
      expect(pushesTo(device.endpoint).map(({ payload }) => payload)).toEqual([
        { title: 'New message from Yacine', body: 'About “Villa in Djelfa”', url: `/dashboard/messages/${conversation.id}`, tag: `conversation-${conversation.id}` },
      ]);
      expect(pushesTo(seekerDevice.endpoint)).toEqual([]);

      await patch(landlord.client, '/api/user/preferences', { notifications: { pushMessages: false } });
      await seeker.client.post(`/api/conversations/${conversation.id}/messages`, { body: 'وهل السعر قابل للتفاوض؟' });
      await queuesIdle(testApp, [MESSAGE_MAILS_JOB, SEND_PUSH_JOB]);
      expect(pushesTo(device.endpoint)).toHaveLength(1);
    });
  });
});
