import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PROPERTY_TYPES, formatDzd, labelOf, type Id, type MapPoint } from 'shared-contracts';
import { useLanguage } from 'shared-contracts/react';
import { CloseIcon } from '../../../components/icons/icons';
import { PropertyCard } from '../../../components/property-card/property-card';
import { useListing } from './use-listing';
import * as styles from './search-map.module.css';

/** The card of a tapped marker, over the map's foot: the listing's card once read, its price and type from the point meanwhile. */
export function MapCard({ id, point, onClose }: { id: Id; point: MapPoint | undefined; onClose: () => void }) {
  const { t } = useTranslation('marketplace');
  const { language } = useLanguage();
  const { data } = useListing(id);
  return (
    <div className={styles.card} data-testid="map-card">
      <button type="button" className={styles.cardClose} onClick={onClose} aria-label={t('search.map.closeCard')}>
        <CloseIcon />
      </button>
      {data ? (
        <PropertyCard property={data} layout="list" eager />
      ) : (
        <div className={styles.cardPending} aria-busy="true">
          {point ? (
            <p>
              <bdi>{formatDzd(point.priceDzd, language)}</bdi> · {labelOf(PROPERTY_TYPES, point.propertyType, language)}
            </p>
          ) : null}
          <Link to={`/property/${id}`}>{t('search.map.open')}</Link>
        </div>
      )}
    </div>
  );
}
