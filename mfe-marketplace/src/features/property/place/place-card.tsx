import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { APPROXIMATE_RADIUS_M, COMMUNES, labelOf, mapsAppUrl, shownLocation, type PropertyDetail } from 'shared-contracts';
import { LeafletMap, mapPin, useLanguage, useNearViewport, type LeafletMapProps } from 'shared-contracts/react';
import * as styles from './place-card.module.css';

/** The brand's green (shared-contracts/src/ui/theme.ts), as the pin's. */
const CIRCLE_COLOUR = '#0f6e5a';
// One on a page (a useId would differ between the portal's drawing and the hydration).
const headingId = 'listing-place-title';
/** A street around an exact point; a few streets around an approximate one, its whole circle in view. */
const EXACT_ZOOM = 16;
const APPROXIMATE_ZOOM = 14;

/**
 * Where the listing is: a small map, loaded only when scrolled near, with a pin on an exact point
 * or a 500 m circle around an approximate one (a listing without a point: its commune's centre,
 * approximate), the commune's name and a link that opens the point in the phone's maps app.
 */
export function PlaceCard({ property }: { property: PropertyDetail }) {
  const { t } = useTranslation('marketplace');
  const { language } = useLanguage();
  const section = useRef<HTMLElement>(null);
  const near = useNearViewport(section);
  const point = shownLocation(property);
  const commune = property.commune ? labelOf(COMMUNES, property.commune, language) : t('property.place.wilaya');
  const { lat, lng, approximate } = point;

  const draw = useCallback<NonNullable<LeafletMapProps['onReady']>>(
    (map, L) => {
      const layer = approximate
        ? L.circle([lat, lng], { radius: APPROXIMATE_RADIUS_M, color: CIRCLE_COLOUR, weight: 2, fillOpacity: 0.15, interactive: false })
        : L.marker([lat, lng], { icon: mapPin(L), keyboard: false, interactive: false });
      layer.addTo(map);
      return () => void layer.remove();
    },
    [lat, lng, approximate],
  );

  return (
    <section ref={section} className={styles.card} aria-labelledby={headingId} data-testid="place-card" data-approximate={approximate}>
      <div className={styles.heading}>
        <h2 id={headingId} className={styles.title}>
          {t('property.place.title')}
        </h2>
        <p className={styles.commune} data-testid="place-commune">
          {commune}
        </p>
      </div>
      <div className={styles.mapBox}>
        {near ? (
          <LeafletMap
            key={`${lat},${lng},${approximate}`}
            center={point}
            zoom={approximate ? APPROXIMATE_ZOOM : EXACT_ZOOM}
            ariaLabel={t('property.place.mapLabel', { place: commune })}
            className={styles.map}
            onReady={draw}
          />
        ) : null}
      </div>
      <div className={styles.footer}>
        {approximate ? (
          <p className={styles.note} data-testid="place-approximate">
            {t(property.location ? 'property.place.approximate' : 'property.place.communeCentre')}
          </p>
        ) : null}
        <a className={styles.open} href={mapsAppUrl(point)} target="_blank" rel="noopener noreferrer" data-testid="open-in-maps">
          {t('property.place.open')}
        </a>
      </div>
    </section>
  );
}
