import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { listingPayload, member } from './support/listings.js';
import { startTestApp, type TestApp } from './support/test-app.js';

describe('the site figures (About, Support Me)', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp();
  });
  afterAll(() => testApp?.close());

  it('counts published listings, active accounts, communes with a published listing and listed advisors', async () => {
    const { client } = await member(testApp.server, testApp.dataSource);
    await client.post('/api/properties', listingPayload({ commune: 'مسعد' }));
    await client.post('/api/properties', listingPayload({ commune: 'مسعد' }));
    await client.post('/api/properties', listingPayload({ commune: 'عين وسارة', isActive: false }));
    const disabled = await member(testApp.server, testApp.dataSource);
    await testApp.dataSource.query('UPDATE users SET is_active = false WHERE id = $1', [disabled.id]);
    const [expected] = await testApp.dataSource.query(
      `SELECT (SELECT count(*)::int FROM properties WHERE status = 'active') AS listings, (SELECT count(*)::int FROM users WHERE is_active) AS users,
        (SELECT count(DISTINCT commune)::int FROM properties WHERE status = 'active') AS communes,
        (SELECT count(*)::int FROM legal_advisors WHERE status = 'verified' AND deleted_at IS NULL) AS advisors`,
    );
    const answer = await request(testApp.server).get('/api/site/figures').expect(200);
    expect(answer.body).toEqual(expected);
    expect(answer.body.communes).toBeGreaterThanOrEqual(1);
    // The paused listing in Ain Oussera does not count as a commune covered, nor the disabled account as a user.
    const [{ withPaused }] = await testApp.dataSource.query(`SELECT count(DISTINCT commune)::int AS "withPaused" FROM properties`);
    expect(withPaused).toBe(answer.body.communes + 1);
  });
});
