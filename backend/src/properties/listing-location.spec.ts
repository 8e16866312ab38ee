import { describe, expect, it } from '@jest/globals';
import { APPROXIMATE_RADIUS_M } from 'shared-contracts';
import { approximatePoint, locationColumns, metresBetween } from './listing-location.js';

const POINT = { lat: 34.6712345, lng: 3.2512345 };

describe('approximatePoint', () => {
  it('moves the point within the radius, rounded, and spreads over the whole disc', () => {
    const moved = Array.from({ length: 2000 }, () => approximatePoint(POINT));
    const distances = moved.map((point) => metresBetween(point, POINT));
    expect(Math.max(...distances)).toBeLessThanOrEqual(APPROXIMATE_RADIUS_M);
    // Uniform over the disc: about a quarter within half the radius, and some near its edge.
    expect(distances.filter((d) => d < APPROXIMATE_RADIUS_M / 2).length / moved.length).toBeGreaterThan(0.18);
    expect(distances.filter((d) => d < APPROXIMATE_RADIUS_M / 2).length / moved.length).toBeLessThan(0.32);
    expect(Math.max(...distances)).toBeGreaterThan(APPROXIMATE_RADIUS_M * 0.95);
    for (const { lat, lng } of moved.slice(0, 50)) expect([lat, lng].map((n) => Math.round(n * 1e6) / 1e6)).toEqual([lat, lng]);
  });
});

describe('locationColumns', () => {
  const approximate = locationColumns({ coordinates: POINT, locationExact: false });
  const before = { coordinates: POINT, locationExact: false, shownLat: approximate.shown_lat as number, shownLng: approximate.shown_lng as number };

  it('shows an exact point as it is, and none when there is none', () => {
    expect(locationColumns({ coordinates: POINT, locationExact: true })).toMatchObject({ location_exact: true, shown_lat: POINT.lat, shown_lng: POINT.lng });
    expect(locationColumns({ coordinates: null, locationExact: true }, before)).toEqual({ coordinates: null, location_exact: true, shown_lat: null, shown_lng: null });
  });

  it('keeps the approximate point while the owner’s is unmoved, and draws a new one when it moves or was exact', () => {
    expect(locationColumns({ coordinates: { ...POINT }, locationExact: false }, before)).toMatchObject({ shown_lat: before.shownLat, shown_lng: before.shownLng });
    const moved = locationColumns({ coordinates: { lat: POINT.lat + 0.01, lng: POINT.lng }, locationExact: false }, before);
    expect(moved.shown_lat).not.toBe(before.shownLat);
    const wasExact = locationColumns({ coordinates: POINT, locationExact: false }, { ...before, locationExact: true, shownLat: POINT.lat, shownLng: POINT.lng });
    expect([wasExact.shown_lat, wasExact.shown_lng]).not.toEqual([POINT.lat, POINT.lng]);
  });
});
