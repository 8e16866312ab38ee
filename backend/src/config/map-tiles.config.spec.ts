import { describe, expect, it } from '@jest/globals';
import { mapTilesConfig } from './map-tiles.config.js';

describe('mapTilesConfig', () => {
  it("defaults to OpenStreetMap's standard tiles", () => {
    expect(mapTilesConfig({})()).toEqual({
      url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      origin: 'https://tile.openstreetmap.org',
      attribution: '© OpenStreetMap contributors',
      attributionUrl: 'https://www.openstreetmap.org/copyright',
    });
  });

  it("reads MAP_TILES_URL, a template of another server or of this one (the tests' blank tile)", () => {
    expect(mapTilesConfig({ MAP_TILES_URL: 'https://{s}.tiles.example.dz/osm/{z}/{x}/{y}.png' })().origin).toBe('https://*.tiles.example.dz');
    expect(mapTilesConfig({ MAP_TILES_URL: 'http://127.0.0.1:3100/test-tiles/{z}/{x}/{y}.png' })()).toMatchObject({
      url: 'http://127.0.0.1:3100/test-tiles/{z}/{x}/{y}.png',
      origin: 'http://127.0.0.1:3100',
    });
  });

  it("takes the tile server's own credit, linked or not", () => {
    expect(mapTilesConfig({ MAP_TILES_ATTRIBUTION: '© Tuiles DZ', MAP_TILES_ATTRIBUTION_URL: 'https://tiles.example.dz/terms' })()).toMatchObject({
      attribution: '© Tuiles DZ',
      attributionUrl: 'https://tiles.example.dz/terms',
    });
    expect(mapTilesConfig({ MAP_TILES_ATTRIBUTION_URL: 'none' })().attributionUrl).toBeNull();
    expect(() => mapTilesConfig({ MAP_TILES_ATTRIBUTION_URL: 'javascript:alert(1)' })()).toThrow('MAP_TILES_ATTRIBUTION_URL must be an http(s) URL or none');
  });

  it('refuses a MAP_TILES_URL that is not http(s) or lacks {z}, {x} or {y}', () => {
    expect(() => mapTilesConfig({ MAP_TILES_URL: 'tile.openstreetmap.org/{z}/{x}/{y}.png' })()).toThrow('MAP_TILES_URL must be an http(s) URL');
    expect(() => mapTilesConfig({ MAP_TILES_URL: 'https://tile.openstreetmap.org/{z}/{x}.png' })()).toThrow('MAP_TILES_URL must be an http(s) URL');
  });
});
