import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { CSRF_HEADER, type Property } from 'shared-contracts';
import { PURGE_DELETED_ACCOUNTS_JOB } from '../src/account-settings/deletion/purge-deleted-accounts.job.js';
import { runJob } from './support/jobs.js';
import { del, listingPayload, member } from './support/listings.js';
import { SessionClient } from './support/session-client.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { testImage } from './support/test-images.js';

describe('account deletion', () => {
  let testApp: TestApp;
  let uploadsDir: string;
  beforeAll(async () => {
    uploadsDir = await mkdtemp(join(tmpdir(), 'djelfa-deletion-'));
    testApp = await startTestApp({ UPLOADS_DIR: uploadsDir });
  });
  afterAll(async () => {
    await testApp?.close();
    await rm(uploadsDir, { recursive: true, force: true });
  });

  const signIn = async (email: string, password: string) => {
    const client = await new SessionClient(testApp.server).start();
    return { client, response: await client.post('/api/login', { email, password }) };
  };

  it('needs the password; then unpublishes the listings and signs the account out everywhere; 14 days later deletes it all', async () => {
    const { client, account, id } = await member(testApp.server, testApp.dataSource, 'user', 'basic');
    const photo = (
      await client.agent
        .post('/api/uploads')
        .set(CSRF_HEADER, client.token)
        .attach('file', await testImage('jpeg', 80, 60), 'p.jpg')
    ).body.url as string;
    const listing = (await client.post('/api/properties', listingPayload({ images: [photo] }))).body as Property;
    const fan = (await member(testApp.server, testApp.dataSource)).client;
    await fan.agent.put(`/api/user/favorites/${listing.id}`).set(CSRF_HEADER, fan.token);
    const phone = await signIn(account.email, account.password);

    const wrong = await client.post('/api/user/deletion', { password: 'not-it-at-all' });
    expect([wrong.status, wrong.body.fields]).toEqual([400, [{ field: 'password', code: 'incorrect' }]]);
    const scheduled = await client.post('/api/user/deletion', { password: account.password });
    expect(scheduled.status).toBe(200);
    const days = (Date.parse(scheduled.body.deletionScheduledAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(13.9);
    expect((await client.get('/api/user')).status).toBe(401);
    expect((await phone.client.get('/api/user')).status).toBe(401);
    expect((await request(testApp.server).get(`/api/properties/${listing.id}`)).status).toBe(404);

    await runJob(testApp, PURGE_DELETED_ACCOUNTS_JOB);
    expect((await testApp.dataSource.query('SELECT id FROM users WHERE id = $1', [id])).length).toBe(1); // not yet

    await testApp.dataSource.query(`UPDATE users SET deletion_scheduled_at = now() - interval '1 minute' WHERE id = $1`, [id]);
    await runJob(testApp, PURGE_DELETED_ACCOUNTS_JOB);
    expect(await testApp.dataSource.query('SELECT id FROM users WHERE id = $1', [id])).toEqual([]);
    expect(await testApp.dataSource.query('SELECT id FROM properties WHERE user_id = $1', [id])).toEqual([]);
    expect(existsSync(join(uploadsDir, photo.split('/').pop()!))).toBe(false);
    expect((await fan.get('/api/user/favorites/ids')).body).toEqual([]);
    expect((await signIn(account.email, account.password)).response.status).toBe(401);
  });

  it('can be cancelled by signing in within the 14 days: the account stays, its listings paused until resumed', async () => {
    const { client, account } = await member(testApp.server, testApp.dataSource);
    const listing = (await client.post('/api/properties', listingPayload())).body as Property;
    await client.post('/api/user/deletion', { password: account.password });
    const back = await signIn(account.email, account.password);
    expect(back.response.status).toBe(200);
    expect(back.response.body.deletionScheduledAt).not.toBeNull();
    expect((await del(back.client, '/api/user/deletion')).status).toBe(204);
    expect((await back.client.get('/api/user')).body.deletionScheduledAt).toBeNull();
    expect((await back.client.get(`/api/properties/${listing.id}`)).body.status).toBe('paused');
    await runJob(testApp, PURGE_DELETED_ACCOUNTS_JOB);
    expect((await back.client.get('/api/user')).status).toBe(200);
  });
});
