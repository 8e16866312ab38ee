import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { member } from './support/listings.js';
import { SessionClient } from './support/session-client.js';
import { startTestApp, type TestApp } from './support/test-app.js';

describe('the newsletter, with double opt-in', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp();
  });
  afterAll(() => testApp?.close());

  const visitor = () => new SessionClient(testApp.server).start();
  /** The confirmation link mailed to `to` (mail goes through the job queue: waited for). */
  const mailedLink = async (to: string): Promise<string | null> => {
    for (let tries = 0; tries < 100; tries += 1) {
      const [row] = await testApp.dataSource.query(`SELECT text FROM mail_outbox WHERE "to" = $1 ORDER BY id DESC LIMIT 1`, [to]);
      if (row) return /\/api\/newsletter\/confirm\?token=[0-9a-f]+/.exec(row.text)?.[0] ?? null;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return null;
  };
  const statusOf = async (email: string) => (await testApp.dataSource.query('SELECT status, consented_at FROM newsletter_subscribers WHERE lower(email) = lower($1)', [email]))[0];

  it('subscribes only once the mailed link is clicked, which works once, and keeps the consent date', async () => {
    const client = await visitor();
    expect((await client.post('/api/newsletter', { email: 'Nadia@Example.dz', language: 'en' })).status).toBe(202);
    expect((await statusOf('nadia@example.dz')).status).toBe('pending');
    const link = await mailedLink('Nadia@Example.dz');
    expect(link).not.toBeNull();
    const page = await request(testApp.server).get(link!).expect(200);
    expect(page.text).toContain('Thank you, you are subscribed');
    const row = await statusOf('nadia@example.dz');
    expect([row.status, row.consented_at instanceof Date]).toEqual(['confirmed', true]);
    await request(testApp.server).get(link!).expect(404);
    // Asking again changes nothing, and says nothing different.
    expect((await client.post('/api/newsletter', { email: 'nadia@example.dz' })).status).toBe(202);
    expect((await statusOf('nadia@example.dz')).status).toBe('confirmed');
  });

  it('leaves in one click, once; a new subscription asks for consent again', async () => {
    const client = await visitor();
    await client.post('/api/newsletter', { email: 'karim@example.dz' });
    await request(testApp.server)
      .get((await mailedLink('karim@example.dz'))!)
      .expect(200);
    const [{ token }] = await testApp.dataSource.query(`SELECT unsubscribe_token AS token FROM newsletter_subscribers WHERE email = 'karim@example.dz'`);
    const page = await request(testApp.server).get(`/api/newsletter/unsubscribe?token=${token}`).expect(200);
    expect(page.text).toContain('أُلغي اشتراكك في النشرة');
    await request(testApp.server).get(`/api/newsletter/unsubscribe?token=${token}`).expect(404);
    expect((await statusOf('karim@example.dz')).status).toBe('unsubscribed');
    await client.post('/api/newsletter', { email: 'karim@example.dz' });
    expect((await statusOf('karim@example.dz')).status).toBe('pending');
  });

  it('refuses what is not an email address, and unknown tokens', async () => {
    const client = await visitor();
    const bad = await client.post('/api/newsletter', { email: 'not-an-email' });
    expect([bad.status, bad.body.fields]).toEqual([400, [{ field: 'email', code: 'email' }]]);
    await request(testApp.server).get('/api/newsletter/confirm?token=abc').expect(404);
    await request(testApp.server).get('/api/newsletter/confirm').expect(400);
  });

  it('lists subscribers for admins only', async () => {
    const admin = (await member(testApp.server, testApp.dataSource, 'admin')).client;
    const user = (await member(testApp.server, testApp.dataSource)).client;
    expect((await user.get('/api/admin/newsletter')).status).toBe(403);
    const list = await admin.get('/api/admin/newsletter');
    expect(list.body.map((row: { email: string }) => row.email)).toEqual(expect.arrayContaining(['Nadia@Example.dz', 'karim@example.dz']));
  });
});

describe('the newsletter form, per address', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '3' });
  });
  afterAll(() => testApp?.close());

  it('is throttled like the other forms a stranger can send', async () => {
    const client = await new SessionClient(testApp.server).start();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await client.post('/api/newsletter', { email: `n${i}@example.dz` })).status);
    expect(statuses).toEqual([202, 202, 202, 429]);
  });
});
