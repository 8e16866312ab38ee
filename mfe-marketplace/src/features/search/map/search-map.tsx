import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LeafletKeyboardEvent, Map as LeafletMapInstance, Marker } from 'leaflet';
import { PROPERTY_TYPES, WILAYA_BOUNDS, WILAYA_CENTRE, formatAmount, formatBbox, formatDzd, labelOf, type BoundingBox, type Id, type MapPoints } from 'shared-contracts';
import { LeafletMap, apiErrorText, mapPin, useLanguage, type LeafletKit } from 'shared-contracts/react';
import { clusterIndex, markersIn } from './clusters';
import { MapCard } from './map-card';
import * as styles from './search-map.module.css';

interface Props {
  points: MapPoints | undefined;
  error: unknown;
  onRetry: () => void;
  /** The URL's area: the map fits it; without one, the wilaya. */
  bbox: BoundingBox | null;
  /** "Search this area": the visible box, for the URL. */
  onSearchArea: (box: BoundingBox) => void;
}

const WILAYA_ZOOM = 8;
/** Tapping a cluster zooms to where it splits, but not past a street. */
const MAX_CLUSTER_ZOOM = 18;

const boxOf = (map: LeafletMapInstance): BoundingBox => {
  const bounds = map.getBounds();
  const clamp = (value: number, limit: number) => Math.max(-limit, Math.min(limit, value));
  return { minLng: clamp(bounds.getWest(), 180), minLat: clamp(bounds.getSouth(), 90), maxLng: clamp(bounds.getEast(), 180), maxLat: clamp(bounds.getNorth(), 90) };
};

/** A tap, a click, or Enter on the focused marker (Leaflet answers Enter only for popups). */
function onActivate(marker: Marker, action: () => void): void {
  marker.on('click', action);
  marker.on('keypress', (event: LeafletKeyboardEvent) => {
    if (event.originalEvent.key === 'Enter') action();
  });
}

/**
 * The Map layout of /search: the results' points clustered when close (a cluster shows its count;
 * tapping it zooms in), a listing's card when its marker is tapped, and "Search this area" once
 * the visitor has moved the map. Loaded only with this layout (with Leaflet and supercluster).
 */
export default function SearchMap({ points, error, onRetry, bbox, onSearchArea }: Props) {
  const { t } = useTranslation('marketplace');
  const { language } = useLanguage();
  const [kit, setKit] = useState<{ map: LeafletMapInstance; L: LeafletKit } | null>(null);
  const [selected, setSelected] = useState<Id | null>(null);
  // Bumped at each end of a move: the clusters are drawn again for the new view.
  const [moves, setMoves] = useState(0);
  // The map's zoom, on its frame (data-zoom) for the tests to read.
  const [zoom, setZoom] = useState<number | null>(null);
  // The box (as in the URL) the visitor has moved away from; the button shows while it is the URL's.
  const [movedFrom, setMovedFrom] = useState<string | null>(null);
  const bboxText = bbox ? formatBbox(bbox) : '';
  const bboxTextRef = useRef(bboxText);
  const fitting = useRef(false);
  // The box this map wrote into the URL itself: the view is already there, no fitting again.
  const written = useRef<string | null>(null);

  useEffect(() => {
    bboxTextRef.current = bboxText;
  }, [bboxText]);

  const ready = useCallback((map: LeafletMapInstance, L: LeafletKit) => {
    const onMoveEnd = () => {
      setMoves((n) => n + 1);
      setZoom(map.getZoom());
      if (!fitting.current) setMovedFrom(bboxTextRef.current);
    };
    map.on('moveend', onMoveEnd);
    setKit({ map, L });
    return () => void map.off('moveend', onMoveEnd);
  }, []);

  // The URL's area, or the wilaya: on arrival, and when the URL's area changes otherwise than by this map (back, a link, removing the chip).
  useEffect(() => {
    if (!kit || (bboxText !== '' && bboxText === written.current)) return;
    const box = bbox ?? WILAYA_BOUNDS;
    fitting.current = true;
    kit.map.fitBounds(
      [
        [box.minLat, box.minLng],
        [box.maxLat, box.maxLng],
      ],
      { animate: false },
    );
    fitting.current = false;
    // bbox is read through its text: the same box in a new object is no change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [kit, bboxText]);

  const index = useMemo(() => clusterIndex(points?.points ?? []), [points]);

  useEffect(() => {
    if (!kit) return;
    const { map, L } = kit;
    const bounds = map.getBounds();
    const markers = markersIn(index, { west: bounds.getWest(), south: bounds.getSouth(), east: bounds.getEast(), north: bounds.getNorth() }, map.getZoom());
    const layer = L.layerGroup();
    for (const shown of markers) {
      const { lat, lng } = shown;
      if (shown.kind === 'cluster') {
        const { count, clusterId } = shown;
        const icon = L.divIcon({ html: `<span>${formatAmount(count)}</span>`, className: styles.cluster, iconSize: [40, 40] });
        const title = t('search.map.cluster', { count });
        const marker = L.marker([lat, lng], { icon, title, riseOnHover: true });
        onActivate(marker, () => map.setView([lat, lng], Math.min(index.getClusterExpansionZoom(clusterId), MAX_CLUSTER_ZOOM)));
        marker.on('add', () => {
          const element = marker.getElement();
          element?.setAttribute('data-testid', 'map-cluster');
          // Its name says what the count counts (the count alone would be its name).
          element?.setAttribute('aria-label', title);
        });
        layer.addLayer(marker);
      } else {
        const { point } = shown;
        const title = `${labelOf(PROPERTY_TYPES, point.propertyType, language)} · ${formatDzd(point.priceDzd, language)}`;
        const marker = L.marker([lat, lng], { icon: mapPin(L), title, riseOnHover: true });
        onActivate(marker, () => setSelected(point.id));
        marker.on('add', () => {
          const element = marker.getElement();
          element?.setAttribute('data-testid', 'map-point');
          element?.setAttribute('data-listing-id', String(point.id));
        });
        layer.addLayer(marker);
      }
    }
    layer.addTo(map);
    return () => void layer.remove();
  }, [kit, index, moves, t, language]);

  const searchArea = () => {
    if (!kit) return;
    const box = boxOf(kit.map);
    written.current = formatBbox(box);
    setSelected(null);
    onSearchArea(box);
  };

  const moved = kit !== null && movedFrom === bboxText;
  return (
    <div className={styles.wrapper} data-testid="search-map">
      {points?.truncated ? (
        <p className={styles.truncated} role="status" data-testid="map-truncated">
          {t('search.map.truncated', { shown: formatAmount(points.points.length) })}
        </p>
      ) : null}
      {error && !points ? (
        <div className={styles.failed} role="alert">
          <span>{apiErrorText(t, error)}</span>
          <button type="button" className={styles.retry} onClick={onRetry}>
            {t('search.retry')}
          </button>
        </div>
      ) : null}
      <div className={styles.frame} data-zoom={zoom ?? undefined}>
        <LeafletMap center={WILAYA_CENTRE} zoom={WILAYA_ZOOM} ariaLabel={t('search.map.label')} className={styles.map} onReady={ready} />
        {moved ? (
          <button type="button" className={styles.searchArea} onClick={searchArea} data-testid="search-this-area">
            {t('search.map.searchArea')}
          </button>
        ) : null}
        {selected !== null ? <MapCard id={selected} point={points?.points.find((point) => point.id === selected)} onClose={() => setSelected(null)} /> : null}
      </div>
    </div>
  );
}
