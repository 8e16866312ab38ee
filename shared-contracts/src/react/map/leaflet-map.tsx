import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { Map as LeafletMapInstance } from 'leaflet';
import type { Coordinates } from '../../types/property.js';
import type { MapTiles } from '../../types/map-tiles.js';
import { useLanguage } from '../use-language.js';
import { loadLeaflet, type LeafletKit } from './load-leaflet.js';
import { useMapTiles } from './use-map-tiles.js';

/** What `onReady` may give back: undone before the map is removed. */
export type MapCleanup = () => void;

export interface LeafletMapProps {
  center: Coordinates;
  zoom: number;
  /** The map's name for screen readers (it is a region of its own). */
  ariaLabel: string;
  /** Sizes the map: give it a height (the placeholder keeps it while Leaflet loads). */
  className?: string;
  /** Called once, when the map exists: add markers, circles and handlers with this same L. */
  onReady?: (map: LeafletMapInstance, L: LeafletKit) => MapCleanup | void;
}

// The placeholder's colour is the blank map's, so that nothing flashes when the tiles arrive.
// Isolated: Leaflet stacks its panes and controls up to z-index 1000, above the site's sticky bars otherwise.
const frame: CSSProperties = { position: 'relative', overflow: 'hidden', background: '#e8ecef', minHeight: 160, isolation: 'isolate' };
const surface: CSSProperties = { position: 'absolute', inset: 0 };

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The tiles' credit as text (Leaflet's control takes HTML), linked to its page when there is one;
 * in its own direction, so that "© OpenStreetMap contributors" keeps its © first in an Arabic page.
 */
export function attributionHtml({ attribution, attributionUrl }: Pick<MapTiles, 'attribution' | 'attributionUrl'>): string {
  const text = `<bdi>${escapeHtml(attribution)}</bdi>`;
  return attributionUrl && /^https?:\/\//.test(attributionUrl) ? `<a href="${escapeHtml(attributionUrl)}" target="_blank" rel="noopener noreferrer">${text}</a>` : text;
}

/**
 * A Leaflet map: Leaflet and its CSS load when it mounts, the tiles and their
 * credit come from the site (GET /api/site/map-tiles), the zoom buttons stand on the language's
 * start side with translated titles, and the map is removed on unmount. Leaflet's own "Leaflet"
 * prefix is left out of every map: its licence does not ask for it, and the corner stays the tiles'.
 */
export function LeafletMap({ center, zoom, ariaLabel, className, onReady }: LeafletMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const [kit, setKit] = useState<{ map: LeafletMapInstance; L: LeafletKit } | null>(null);
  const tiles = useMapTiles();
  const { t } = useTranslation('common');
  const { direction } = useLanguage();
  const onReadyRef = useRef(onReady);
  const initialView = useRef({ center, zoom });

  useEffect(() => {
    onReadyRef.current = onReady;
  });

  useEffect(() => {
    let cancelled = false;
    let map: LeafletMapInstance | undefined;
    let cleanup: MapCleanup | void;
    void loadLeaflet().then(
      (L) => {
        const element = container.current;
        if (cancelled || !element) return;
        const { center: start, zoom: startZoom } = initialView.current;
        map = L.map(element, { zoomControl: false, attributionControl: false }).setView([start.lat, start.lng], startZoom);
        cleanup = onReadyRef.current?.(map, L);
        setKit({ map, L });
      },
      () => undefined, // the placeholder stays: the page around it works without its map
    );
    return () => {
      cancelled = true;
      cleanup?.();
      map?.remove();
    };
  }, []);

  // A new center or zoom for the same component (another listing): the view follows. Only a
  // change moves it: a map that the visitor or the caller moved stays where it is otherwise.
  const shown = useRef({ lat: center.lat, lng: center.lng, zoom });
  useEffect(() => {
    const last = shown.current;
    if (!kit || (last.lat === center.lat && last.lng === center.lng && last.zoom === zoom)) return;
    shown.current = { lat: center.lat, lng: center.lng, zoom };
    kit.map.setView([center.lat, center.lng], zoom);
  }, [kit, center.lat, center.lng, zoom]);

  useEffect(() => {
    if (!kit || !tiles) return;
    const layer = kit.L.tileLayer(tiles.url, { maxZoom: 19 }).addTo(kit.map);
    return () => void layer.remove();
  }, [kit, tiles]);

  useEffect(() => {
    if (!kit) return;
    const start = direction === 'rtl' ? 'right' : 'left';
    const end = direction === 'rtl' ? 'left' : 'right';
    const zoomControl = kit.L.control.zoom({ position: `top${start}`, zoomInTitle: t('map.zoomIn'), zoomOutTitle: t('map.zoomOut') }).addTo(kit.map);
    const credit = kit.L.control.attribution({ position: `bottom${end}`, prefix: false }).addTo(kit.map);
    if (tiles) credit.addAttribution(attributionHtml(tiles));
    return () => {
      zoomControl.remove();
      credit.remove();
    };
  }, [kit, tiles, direction, t]);

  return (
    <div className={className} style={frame} aria-busy={kit ? undefined : true}>
      <div ref={container} style={surface} dir={direction} role="region" aria-label={ariaLabel} />
    </div>
  );
}
