import { describe, expect, it } from '@jest/globals';
import { COMMUNE_CENTRES, WILAYA_CENTRE, communeCentre, isInWilaya } from './commune-centres.js';
import { COMMUNES } from './communes.js';

describe('COMMUNE_CENTRES', () => {
  it('places every commune, and only those, inside the wilaya', () => {
    expect(Object.keys(COMMUNE_CENTRES).sort()).toEqual(COMMUNES.map((c) => c.value).sort());
    for (const centre of Object.values(COMMUNE_CENTRES)) expect(isInWilaya(centre)).toBe(true);
  });

  it('falls back to the chief town for a listing without a commune', () => {
    expect(communeCentre('مسعد')).toEqual({ lat: 34.15429, lng: 3.50309 });
    expect(communeCentre(null)).toEqual(WILAYA_CENTRE);
  });

  it('refuses points outside the wilaya and non-numbers', () => {
    expect(isInWilaya({ lat: 36.75, lng: 3.06 })).toBe(false); // Algiers
    expect(isInWilaya({ lat: 34.67, lng: Number.NaN })).toBe(false);
  });
});
