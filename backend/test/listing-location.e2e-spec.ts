import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { APPROXIMATE_RADIUS_M, communeCentre, formatBbox, type Coordinates, type ListingPlacement, type MapPoints, type MapTiles, type Property } from 'shared-contracts';
import { metresBetween } from '../src/properties/listing-location.js';
import { del, listingPayload, member, patch } from './support/listings.js';
import type { SessionClient } from './support/session-client.js';
import { startTestApp, type TestApp } from './support/test-app.js';

// Points with digits no random point repeats: found in a body, they are the owner's.
const EXACT: Coordinates = { lat: 34.6712345, lng: 3.2512345 };
const ELSEWHERE: Coordinates = { lat: 35.1234567, lng: 3.9876543 };
const secret = (point: Coordinates) => [String(point.lat), String(point.lng), point.lat.toFixed(5), point.lng.toFixed(5)];

describe('where a listing is, and search by area', () => {
  let testApp: TestApp;
  let owner: SessionClient;
  let stranger: SessionClient;
  let admin: SessionClient;
  let moderator: SessionClient;
  const ids = { exact: 0, approximate: 0, nowhere: 0 };

  beforeAll(async () => {
    testApp = await startTestApp();
    owner = (await member(testApp.server, testApp.dataSource, 'user', 'premium')).client;
    stranger = (await member(testApp.server, testApp.dataSource)).client;
    admin = (await member(testApp.server, testApp.dataSource, 'admin')).client;
    moderator = (await member(testApp.server, testApp.dataSource, 'moderator')).client;
    ids.exact = (await owner.post('/api/properties', listingPayload({ coordinates: ELSEWHERE, locationExact: true, commune: 'مسعد' }))).body.id;
    ids.approximate = (await owner.post('/api/properties', listingPayload({ coordinates: EXACT }))).body.id;
    ids.nowhere = (await owner.post('/api/properties', listingPayload({ commune: 'حاسي بحبح' }))).body.id;
  });
  afterAll(() => testApp?.close());

  const visitor = () => request(testApp.server);
  const publicListing = async (id: number): Promise<Property> => (await visitor().get(`/api/properties/${id}`).expect(200)).body;
  const found = async (query: Record<string, string>): Promise<number[]> =>
    ((await visitor().get('/api/properties').query(query).expect(200)).body as Property[]).map((p) => p.id).sort((a, b) => a - b);
  const points = async (query: Record<string, string>): Promise<MapPoints> => (await visitor().get('/api/properties/map').query(query).expect(200)).body;
  const around = ({ lat, lng }: Coordinates, degrees = 0.02) => formatBbox({ minLng: lng - degrees, minLat: lat - degrees, maxLng: lng + degrees, maxLat: lat + degrees });

  it('shows an exact point as placed, and an approximate one moved within 500 m, never the owner’s', async () => {
    expect((await publicListing(ids.exact)).location).toEqual({ ...ELSEWHERE, approximate: false });
    const shown = (await publicListing(ids.approximate)).location!;
    expect(shown.approximate).toBe(true);
    expect(metresBetween(shown, EXACT)).toBeLessThanOrEqual(APPROXIMATE_RADIUS_M);
    expect(shown).not.toEqual(expect.objectContaining(EXACT));
    // Every answer a visitor, a member or the owner can read without the editor.
    const bodies = [
      (await visitor().get(`/api/properties/${ids.approximate}`)).text,
      (
        await visitor()
          .get('/api/properties')
          .query({ bbox: around(EXACT) })
      ).text,
      (await visitor().get('/api/properties/map')).text,
      (await visitor().get(`/api/properties/${ids.approximate}/similar`)).text,
      (await owner.get(`/api/properties/${ids.approximate}`)).text,
      (await owner.get('/api/user/properties')).text,
      (await stranger.put(`/api/user/favorites/${ids.approximate}`)).text,
      (await stranger.get('/api/user/favorites')).text,
      (await patch(owner, `/api/properties/${ids.approximate}`, { price: 6.6 })).text,
    ];
    for (const body of bodies) for (const digits of secret(EXACT)) expect(body).not.toContain(digits);
  });

  it('keeps the approximate point while the owner’s stays, and moves it once when theirs moves', async () => {
    const { id } = (await owner.post('/api/properties', listingPayload({ coordinates: EXACT }))).body;
    const first = (await publicListing(id)).location!;
    await patch(owner, `/api/properties/${id}`, { price: 7 });
    await patch(owner, `/api/properties/${id}`, { coordinates: EXACT, title: 'شقة F3 مشمسة قرب وسط المدينة الجديدة' });
    expect((await publicListing(id)).location).toEqual(first);
    const moved = (await patch(owner, `/api/properties/${id}`, { coordinates: ELSEWHERE })).body as Property;
    expect(metresBetween(moved.location!, ELSEWHERE)).toBeLessThanOrEqual(APPROXIMATE_RADIUS_M);
    expect((await publicListing(id)).location).toEqual(moved.location);
    // Shown exactly, then approximate again: a new random point, never the owner's.
    expect((await patch(owner, `/api/properties/${id}`, { locationExact: true })).body.location).toEqual({ ...ELSEWHERE, approximate: false });
    const again = (await patch(owner, `/api/properties/${id}`, { locationExact: false })).body.location;
    expect(again.approximate).toBe(true);
    expect(again).not.toEqual(expect.objectContaining(ELSEWHERE));
    // Taken off: none shown, and the map puts it at its commune's centre, approximate.
    expect((await patch(owner, `/api/properties/${id}`, { coordinates: null })).body.location).toBeNull();
    const marker = (await points({ bbox: around(communeCentre('الجلفة'), 0.001) })).points.find((point) => point.id === id);
    expect(marker).toMatchObject({ ...communeCentre('الجلفة'), approximate: true });
    await del(owner, `/api/properties/${id}`);
  });

  it('gives the owner’s point to its owner and admins only, never cached', async () => {
    const placement = await owner.get(`/api/properties/${ids.approximate}/placement`);
    expect(placement.status).toBe(200);
    expect(placement.body).toEqual({ coordinates: EXACT, exact: false } satisfies ListingPlacement);
    expect(placement.headers['cache-control']).toBe('no-store');
    expect((await admin.get(`/api/properties/${ids.approximate}/placement`)).body).toEqual({ coordinates: EXACT, exact: false });
    expect((await owner.get(`/api/properties/${ids.nowhere}/placement`)).body).toEqual({ coordinates: null, exact: false });
    for (const client of [stranger, moderator]) expect((await client.get(`/api/properties/${ids.approximate}/placement`)).status).toBe(404);
    expect((await visitor().get(`/api/properties/${ids.approximate}/placement`)).status).toBe(401);
    expect((await owner.get('/api/properties/999999999/placement')).status).toBe(404);
  });

  it('refuses a point outside the wilaya, or not a point, with 400 naming the field, on create, PATCH and draft', async () => {
    const outside = [
      { lat: 36.75, lng: 3.06 }, // Algiers
      { lat: 34.67, lng: 5.2 },
      { lat: 0, lng: 0 },
    ];
    const malformed = [{ lat: '34.6', lng: 3.2 }, { lat: 34.6 }, [34.6, 3.2], { lat: 34.6, lng: 3.2, alt: 1 }, '34.6,3.2', 34.6, { lat: null, lng: 3.2 }];
    for (const coordinates of [...outside, ...malformed]) {
      const created = await owner.post('/api/properties', listingPayload({ coordinates: coordinates as never }));
      expect([coordinates, created.status, created.body.code, created.body.fields?.map((error: { field: string }) => error.field)]).toEqual([
        coordinates,
        400,
        'VALIDATION_FAILED',
        ['coordinates'],
      ]);
      expect((await patch(owner, `/api/properties/${ids.exact}`, { coordinates })).status).toBe(400);
      expect((await owner.post('/api/user/drafts', { form: { coordinates } })).status).toBe(400);
    }
    expect((await owner.post('/api/properties', listingPayload({ locationExact: 'yes' as never }))).status).toBe(400);
    expect((await publicListing(ids.exact)).location).toEqual({ ...ELSEWHERE, approximate: false });
  });

  it('keeps the point in a draft and publishes it', async () => {
    const { id } = (await owner.post('/api/user/drafts', { form: { ...listingPayload(), coordinates: ELSEWHERE, locationExact: true } })).body;
    const published = await owner.post(`/api/user/drafts/${id}/publish`);
    expect(published.status).toBe(200);
    expect((await publicListing(published.body.id)).location).toEqual({ ...ELSEWHERE, approximate: false });
    await del(owner, `/api/properties/${published.body.id}`);
  });

  it('searches a box combined with the other filters, by where each is shown', async () => {
    const shown = (await publicListing(ids.approximate)).location!;
    expect(await found({ bbox: around(ELSEWHERE) })).toEqual([ids.exact]);
    expect(await found({ bbox: around(shown, 0.001) })).toEqual([ids.approximate]);
    expect(await found({ bbox: around(ELSEWHERE), commune: 'مسعد' })).toEqual([ids.exact]);
    expect(await found({ bbox: around(ELSEWHERE), commune: 'الجلفة' })).toEqual([]);
    expect(await found({ bbox: around(ELSEWHERE), maxPrice: '1000' })).toEqual([]);
    expect(await found({ bbox: around(ELSEWHERE), keyword: 'F3', propertyType: 'شقة', purpose: 'sale' })).toEqual([ids.exact]);
    // A listing placed nowhere is found at its commune's centre.
    expect(await found({ bbox: around(communeCentre('حاسي بحبح'), 0.001) })).toEqual([ids.nowhere]);
    expect(await found({ bbox: '1.9,33.3,4.9,35.9' })).toEqual(Object.values(ids).sort((a, b) => a - b));
    expect(await found({ bbox: '-10,0,-9,1' })).toEqual([]);
    const response = await visitor()
      .get('/api/properties')
      .query({ bbox: around(ELSEWHERE) });
    expect(response.headers['x-total-count']).toBe('1');
  });

  it('answers 400 for a box that is not four numbers in order', async () => {
    for (const bbox of [
      '',
      '3.2,34.6,3.3',
      '3.2,34.6,3.3,34.7,1',
      'a,b,c,d',
      '3.3,34.6,3.2,34.7',
      '3.2,34.7,3.3,34.6',
      '3.2,34.6,3.2,34.7',
      '181,0,182,1',
      '0,-91,1,0',
      '1e1,34,4,35',
      '0x1,34,4,35',
    ]) {
      for (const path of ['/api/properties', '/api/properties/map']) {
        const response = await visitor().get(path).query({ bbox });
        expect([path, bbox, response.status, response.body.code, JSON.stringify(response.body).includes('bbox')]).toEqual([path, bbox, 400, 'VALIDATION_FAILED', true]);
      }
    }
    const repeated = await visitor().get('/api/properties/map?bbox=1,2,3,4&bbox=1,2,3,4');
    expect(repeated.status).toBe(400);
  });

  it('answers the map with every match’s point, type and price, newest first, and no card', async () => {
    const map = await points({ bbox: '1.9,33.3,4.9,35.9' });
    expect(map.total).toBe(3);
    expect(map.truncated).toBe(false);
    expect(map.points.map((point) => point.id)).toEqual([ids.nowhere, ids.approximate, ids.exact]);
    const shown = (await publicListing(ids.approximate)).location!;
    expect(map.points[1]).toEqual({ id: ids.approximate, ...shown, priceDzd: '6600000.00', propertyType: 'شقة', priceType: 'sale' });
    expect(map.points[2]).toEqual({ id: ids.exact, ...ELSEWHERE, approximate: false, priceDzd: '6500000.00', propertyType: 'شقة', priceType: 'sale' });
    expect((await points({ commune: 'مسعد' })).points.map((point) => point.id)).toEqual([ids.exact]);
    expect((await points({ bbox: around(ELSEWHERE), purpose: 'rent' })).points).toEqual([]);
    const response = await visitor().get('/api/properties/map');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('tells every map where its tiles come from, with their credit', async () => {
    const tiles = await visitor().get('/api/site/map-tiles').expect(200);
    expect(tiles.body).toEqual({
      url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      attribution: '© OpenStreetMap contributors',
      attributionUrl: 'https://www.openstreetmap.org/copyright',
    } satisfies MapTiles);
  });

  it('takes a listing off the map when it is no longer public', async () => {
    const { id } = (await owner.post('/api/properties', listingPayload({ coordinates: ELSEWHERE, locationExact: true }))).body;
    expect((await points({ bbox: around(ELSEWHERE) })).points.map((point) => point.id)).toContain(id);
    await owner.post(`/api/properties/${id}/state`, { to: 'paused' });
    expect((await points({ bbox: around(ELSEWHERE) })).points.map((point) => point.id)).not.toContain(id);
    await del(owner, `/api/properties/${id}`);
  });
});
