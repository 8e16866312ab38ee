import { describe, expect, it } from '@jest/globals';
import { formatBbox, inBox, parseBbox } from './bbox.js';

describe('parseBbox', () => {
  it('reads minLng,minLat,maxLng,maxLat', () => {
    expect(parseBbox('3.1,34.5,3.4,34.8')).toEqual({ minLng: 3.1, minLat: 34.5, maxLng: 3.4, maxLat: 34.8 });
    expect(parseBbox('-1,-2.5,1,2.5')).toEqual({ minLng: -1, minLat: -2.5, maxLng: 1, maxLat: 2.5 });
  });

  it.each(['', '3,34,4', '3,34,4,35,1', 'a,34,4,35', '3,34,,35', '1e1,34,4,35', '3,34,3,35', '4,34,3,35', '3,35,4,34', '3,-91,4,35', '-181,34,4,35', 'Infinity,34,4,35'])(
    'refuses %j',
    (text) => expect(parseBbox(text)).toBeNull(),
  );

  it('round-trips through formatBbox to five places', () => {
    const box = { minLng: 3.123456789, minLat: 34.5, maxLng: 3.4, maxLat: 34.800001 };
    expect(formatBbox(box)).toBe('3.12346,34.5,3.4,34.8');
    expect(parseBbox(formatBbox(box))).toEqual({ minLng: 3.12346, minLat: 34.5, maxLng: 3.4, maxLat: 34.8 });
  });

  it('holds its edges', () => {
    const box = { minLng: 3, minLat: 34, maxLng: 4, maxLat: 35 };
    expect(inBox(box, 34, 3)).toBe(true);
    expect(inBox(box, 35, 4)).toBe(true);
    expect(inBox(box, 35.0001, 4)).toBe(false);
  });
});
