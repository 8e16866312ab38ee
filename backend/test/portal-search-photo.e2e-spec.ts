import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { listingPayload, member } from './support/listings.js';
import { frontendFixture } from './support/frontend-fixture.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import type { SessionClient } from './support/session-client.js';

const COVER = '/uploads/0123456789abcdef0123456789abcdef.webp';
const PRELOAD = '<link rel="preload" as="image" href="/uploads/0123456789abcdef0123456789abcdef.thumb.webp" fetchpriority="high">';

describe("/search's HTML preloads the first result's photo", () => {
  let testApp: TestApp;
  let client: SessionClient;

  const page = async (path: string): Promise<string> => (await request(testApp.server).get(path).set('Accept', 'text/html').expect(200)).text;
  const create = async (): Promise<number> => (await client.post('/api/properties', listingPayload())).body.id;

  beforeAll(async () => {
    testApp = await startTestApp({ FRONTEND_ROOT: frontendFixture(), SERVE_FRONTENDS: 'true' });
    ({ client } = await member(testApp.server, testApp.dataSource, 'user', 'premium'));
  });
  afterAll(() => testApp?.close());

  it('preloads nothing while there is no listing', async () => {
    expect(await page('/search')).not.toContain('as="image"');
  });

  it("preloads the newest listing's thumbnail, at high priority, in the head", async () => {
    await create();
    const newest = await create();
    // Photos are uploads of the owner; written here directly, as this test is about the page.
    await testApp.dataSource.query('UPDATE properties SET images = $1 WHERE id = $2', [JSON.stringify([COVER]), newest]);
    const html = await page('/search');
    expect(html.slice(0, html.indexOf('</head>'))).toContain(PRELOAD);
    expect(await page('/search/')).toContain(PRELOAD);
  });

  it('preloads nothing for a search with a query, or for other pages', async () => {
    expect(await page('/search?purpose=rent')).not.toContain('as="image"');
    expect(await page('/')).not.toContain('as="image"');
    expect(await page('/blog')).not.toContain('as="image"');
  });

  it('preloads nothing when the newest listing has no photo', async () => {
    await create();
    expect(await page('/search')).not.toContain('as="image"');
  });
});
