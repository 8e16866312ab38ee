import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { CSRF_HEADER } from 'shared-contracts';
import { listingPayload, member, patch } from './support/listings.js';
import { SessionClient } from './support/session-client.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/** Each request a hostile probe of the site once answered with a 500: now a 4xx naming what is wrong. */
describe('bad input found by probing: a 4xx naming the field, never a 500', () => {
  let testApp: TestApp;
  let owner: Awaited<ReturnType<typeof member>>;
  let listingId: number;

  beforeAll(async () => {
    testApp = await startTestApp();
    owner = await member(testApp.server, testApp.dataSource, 'admin', 'premium');
    listingId = (await owner.client.post('/api/properties', listingPayload())).body.id;
  });
  afterAll(() => testApp?.close());

  const visitor = () => new SessionClient(testApp.server).start();
  const expectField = (response: request.Response, field: string, status = 400) =>
    expect([response.status, response.body.code, response.body.fields]).toEqual([status, 'VALIDATION_FAILED', [{ field, code: 'invalid' }]]);

  it.each(['/api/login', '/api/password/forgot', '/api/register'])('refuses a lone surrogate in the email on %s', async (path) => {
    expectField(await (await visitor()).post(path, { email: 'amina\ud800@example.dz', password: 'Hauts-Plateaux-17' }), 'email');
  });

  it('refuses NUL in any text field of a listing, on create and on update', async () => {
    for (const field of ['title', 'titleEn', 'description', 'descriptionEn', 'address', 'addressEn']) {
      expectField(await owner.client.post('/api/properties', listingPayload({ [field]: `شقة\u0000` })), field);
      expectField(await patch(owner.client, `/api/properties/${listingId}`, { [field]: 'x\u0000y' }), field);
    }
    expectField(await owner.client.post('/api/properties', listingPayload({ features: ['شرفة', 'مسبح\u0000'] })), 'features.1');
    expectField(await (await visitor()).post('/api/register', { username: 'amina', firstName: 'أمينة\u0000' }), 'firstName');
  });

  it.each([1e-7, 5e-324, 0.001, 6.555, -1, 0, 1e308])('refuses %p as a price or an area', async (amount) => {
    for (const field of ['price', 'area']) {
      const response = await owner.client.post('/api/properties', listingPayload({ [field]: amount }));
      expect([response.status, response.body.fields]).toEqual([400, [{ field, code: 'invalid' }]]);
    }
  });

  it('takes prices and areas with up to two decimals, up to their columns’ limits', async () => {
    const response = await owner.client.post('/api/properties', listingPayload({ price: 9_999_999.99, priceUnit: 'dzd', area: 99_999_999.99 }));
    expect([response.status, response.body.price, response.body.area]).toEqual([201, '9999999.99', '99999999.99']);
  });

  it.each(['keyword=%00', 'page=1e308', 'page=99999999999', 'pageSize=1e1', 'minPrice=1e-7', 'maxPrice=0x10'])('refuses ?%s on the search', async (query) => {
    const response = await request(testApp.server).get(`/api/properties?${query}`);
    expectField(response, query.split('=')[0]);
  });

  it.each(['2147483648', '0x10', '1e1'])('refuses the id %s on every route that takes one', async (id) => {
    expectField(await request(testApp.server).get(`/api/properties/${id}`), 'id');
    expectField(await patch(owner.client, `/api/properties/${id}`, { title: 'x' }), 'id');
    expectField(await owner.client.agent.delete(`/api/properties/${id}`).set(CSRF_HEADER, owner.client.token), 'id');
    expectField(await owner.client.put(`/api/admin/users/${id}/toggle`, { active: true }), 'id');
  });

  it('refuses a body nested deeper than any form, and one larger than any form', async () => {
    const nested = `${'['.repeat(10_000)}"شقة"${']'.repeat(10_000)}`;
    const body = JSON.stringify(listingPayload()).replace('"features":["شرفة"]', `"features":${nested}`);
    const deep = await owner.client.agent.post('/api/properties').set(CSRF_HEADER, owner.client.token).set('Content-Type', 'application/json').send(body);
    expect([deep.status, deep.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    expect(deep.body.message).toContain('nested');
    const large = await owner.client.post('/api/properties', listingPayload({ description: 'ش'.repeat(150_000) }));
    expect([large.status, large.body.code]).toEqual([413, 'VALIDATION_FAILED']);
  });

  it('answers an address too long for HTTP with the same JSON error body', async () => {
    const response = await request(testApp.server).get(`/api/properties?keyword=${'x'.repeat(20_000)}`);
    expect([response.status, response.body.code]).toEqual([431, 'VALIDATION_FAILED']);
  });

  it('answers a malformed %-escape in the path with a 400', async () => {
    const response = await request(testApp.server).get('/api/properties/%E0%A4%A');
    expect([response.status, response.body.code]).toEqual([400, 'VALIDATION_FAILED']);
  });
});
