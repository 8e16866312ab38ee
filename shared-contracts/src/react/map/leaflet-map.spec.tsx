import { beforeAll, describe, expect, it, jest } from '@jest/globals';
import { act, render, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { MAP_TILES_PATH, type MapTiles } from '../../types/map-tiles.js';
import { initI18n, setLanguage } from '../i18n.js';
import { LeafletMap, attributionHtml } from './leaflet-map.js';

const TILES: MapTiles = { url: 'http://tiles.test/{z}/{x}/{y}.png', attribution: '© OpenStreetMap <contributors>', attributionUrl: 'https://www.openstreetmap.org/copyright' };

beforeAll(async () => {
  await initI18n();
});

function renderMap(onReady = jest.fn<() => () => void>(() => () => undefined)) {
  const view = render(
    <SWRConfig value={{ provider: () => new Map(), fetcher: (url: string) => (url === MAP_TILES_PATH ? Promise.resolve(TILES) : Promise.reject(new Error(url))) }}>
      <LeafletMap center={{ lat: 34.67, lng: 3.26 }} zoom={14} ariaLabel="Map of the place" className="sized" onReady={onReady} />
    </SWRConfig>,
  );
  return { ...view, onReady };
}

describe('LeafletMap', () => {
  it('draws the tiles with their credit, the zoom buttons on the language’s start side, and removes the map on unmount', async () => {
    await act(() => setLanguage('ar'));
    const { container, onReady, unmount } = renderMap();
    const region = container.querySelector('[role="region"]')!;
    expect(region.getAttribute('aria-label')).toBe('Map of the place');
    expect(region.getAttribute('dir')).toBe('rtl');
    await waitFor(() => expect(container.querySelector('.leaflet-top.leaflet-right .leaflet-control-zoom-in')).not.toBeNull());
    expect(container.querySelector('.leaflet-control-zoom-in')!.getAttribute('title')).toBe('تكبير');
    await waitFor(() => expect(container.querySelector('.leaflet-bottom.leaflet-left .leaflet-control-attribution a')).not.toBeNull());
    const credit = container.querySelector('.leaflet-control-attribution a')!;
    expect(credit.textContent).toBe(TILES.attribution);
    expect(credit.getAttribute('href')).toBe(TILES.attributionUrl);
    expect(container.querySelector('.leaflet-control-attribution')!.textContent).not.toContain('Leaflet');
    expect(container.querySelector('.leaflet-tile-pane .leaflet-layer')).not.toBeNull();
    expect(onReady).toHaveBeenCalledTimes(1);

    await act(() => setLanguage('en'));
    expect(region.getAttribute('dir')).toBe('ltr');
    expect(container.querySelector('.leaflet-top.leaflet-left .leaflet-control-zoom-in')!.getAttribute('title')).toBe('Zoom in');
    expect(container.querySelectorAll('.leaflet-control-zoom')).toHaveLength(1);

    const cleanup = jest.fn();
    onReady.mockClear();
    const second = renderMap(jest.fn(() => cleanup));
    await waitFor(() => expect(second.container.querySelector('.leaflet-map-pane')).not.toBeNull());
    second.unmount();
    expect(cleanup).toHaveBeenCalledTimes(1);
    unmount();
    expect(region.querySelector('.leaflet-map-pane')).toBeNull();
    expect(region.querySelector('.leaflet-control')).toBeNull();
  });

  it('escapes the credit: it is text, never markup, in a direction of its own', () => {
    expect(attributionHtml({ attribution: '<b>x</b>', attributionUrl: null })).toBe('<bdi>&#60;b&#62;x&#60;/b&#62;</bdi>');
    expect(attributionHtml({ attribution: 'x', attributionUrl: 'javascript:alert(1)' })).toBe('<bdi>x</bdi>');
    expect(attributionHtml({ attribution: '© OSM', attributionUrl: 'https://osm.org/copyright' })).toBe(
      '<a href="https://osm.org/copyright" target="_blank" rel="noopener noreferrer"><bdi>© OSM</bdi></a>',
    );
  });
});
