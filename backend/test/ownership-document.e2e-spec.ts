import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import type { Property, SavedSearch } from 'shared-contracts';
import { del, listingPayload, member, patch } from './support/listings.js';
import type { SessionClient } from './support/session-client.js';
import { startTestApp, type TestApp } from './support/test-app.js';

describe('a listing’s ownership document', () => {
  let testApp: TestApp;
  let owner: SessionClient;
  let admin: SessionClient;
  const ids: Record<'deed' | 'booklet' | 'decision' | 'none', number> = { deed: 0, booklet: 0, decision: 0, none: 0 };

  beforeAll(async () => {
    testApp = await startTestApp();
    owner = (await member(testApp.server, testApp.dataSource, 'user', 'premium')).client;
    admin = (await member(testApp.server, testApp.dataSource, 'admin')).client;
    ids.deed = (await owner.post('/api/properties', listingPayload({ ownershipDocument: 'notarial-deed' }))).body.id;
    ids.booklet = (await owner.post('/api/properties', listingPayload({ ownershipDocument: 'land-registry-booklet' }))).body.id;
    ids.decision = (await owner.post('/api/properties', listingPayload({ propertyType: 'أرض', ownershipDocument: 'administrative-decision' }))).body.id;
    ids.none = (await owner.post('/api/properties', listingPayload())).body.id;
  });
  afterAll(() => testApp?.close());

  const publicListing = async (id: number): Promise<Property> => (await request(testApp.server).get(`/api/properties/${id}`).expect(200)).body;
  const search = (query: Record<string, string>) => request(testApp.server).get('/api/properties').query(query);
  const found = async (query: Record<string, string>): Promise<number[]> => ((await search(query).expect(200)).body as Property[]).map((p) => p.id).sort((a, b) => a - b);

  it('is stored as written and sent with the listing; left out, none is stated', async () => {
    expect((await publicListing(ids.deed)).ownershipDocument).toBe('notarial-deed');
    expect((await publicListing(ids.decision)).ownershipDocument).toBe('administrative-decision');
    expect((await publicListing(ids.none)).ownershipDocument).toBeNull();
  });

  it('changes with PATCH, and null clears it; leaving it out keeps it', async () => {
    const { id } = (await owner.post('/api/properties', listingPayload({ ownershipDocument: 'notarial-deed' }))).body;
    expect((await patch(owner, `/api/properties/${id}`, { price: 7 })).body.ownershipDocument).toBe('notarial-deed');
    expect((await patch(owner, `/api/properties/${id}`, { ownershipDocument: 'land-registry-booklet' })).body.ownershipDocument).toBe('land-registry-booklet');
    expect((await patch(owner, `/api/properties/${id}`, { ownershipDocument: null })).body.ownershipDocument).toBeNull();
    await del(owner, `/api/properties/${id}`);
  });

  it('refuses a value outside the list with 400 naming the field, on create, PATCH and draft', async () => {
    for (const bad of ['receipt', 'NOTARIAL-DEED', 5, ['notarial-deed']]) {
      const created = await owner.post('/api/properties', listingPayload({ ownershipDocument: bad as never }));
      expect([bad, created.status, created.body.code]).toEqual([bad, 400, 'VALIDATION_FAILED']);
      expect(JSON.stringify(created.body)).toContain('ownershipDocument');
      expect((await patch(owner, `/api/properties/${ids.deed}`, { ownershipDocument: bad })).status).toBe(400);
      expect((await owner.post('/api/user/drafts', { form: { ownershipDocument: bad } })).status).toBe(400);
    }
    expect((await publicListing(ids.deed)).ownershipDocument).toBe('notarial-deed');
  });

  it('is kept by a draft and published with it', async () => {
    const { id } = (await owner.post('/api/user/drafts', { form: { ...listingPayload(), ownershipDocument: 'administrative-decision' } })).body;
    expect((await owner.get(`/api/user/drafts/${id}`)).body.form.ownershipDocument).toBe('administrative-decision');
    const published = await owner.post(`/api/user/drafts/${id}/publish`);
    expect(published.status).toBe(200);
    expect((await publicListing(published.body.id)).ownershipDocument).toBe('administrative-decision');
    await del(owner, `/api/properties/${published.body.id}`);
  });

  it('filters the public search with `document`, alone or with the other filters', async () => {
    expect(await found({ document: 'notarial-deed' })).toEqual([ids.deed]);
    expect(await found({ document: 'land-registry-booklet' })).toEqual([ids.booklet]);
    expect(await found({ document: 'administrative-decision', propertyType: 'أرض' })).toEqual([ids.decision]);
    expect(await found({ document: 'administrative-decision', propertyType: 'شقة' })).toEqual([]);
    expect((await search({ document: 'notarial-deed' })).headers['x-total-count']).toBe('1');
    expect(await found({})).toEqual(Object.values(ids).sort((a, b) => a - b));
  });

  it('answers 400 for an unknown document in the search', async () => {
    for (const document of ['receipt', 'none', '']) {
      const response = await search({ document });
      expect([document, response.status, response.body.code]).toEqual([document, 400, 'VALIDATION_FAILED']);
    }
  });

  it('is kept by a saved search, and checked there too', async () => {
    const saved = (await owner.post('/api/user/saved-searches', { name: 'Deeds', filters: { document: 'notarial-deed' }, frequency: 'off' })).body as SavedSearch;
    expect(saved.filters).toEqual({ document: 'notarial-deed' });
    expect((await owner.post('/api/user/saved-searches', { name: 'Bad', filters: { document: 'receipt' }, frequency: 'off' })).status).toBe(400);
  });

  it('filters the admin properties table', async () => {
    const response = await admin.get('/api/admin/properties?document=land-registry-booklet');
    expect(response.body.map((row: { id: number }) => row.id)).toEqual([ids.booklet]);
    expect((await admin.get('/api/admin/properties?document=receipt')).status).toBe(400);
  });
});
