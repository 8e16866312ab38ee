import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { COMMUNES, PROPERTY_TYPES, labelOf, type PropertyDetail } from 'shared-contracts';
import { useLanguage } from 'shared-contracts/react';
import { CardSkeletons } from '../../../components/property-card/card-skeleton';
import { PropertyCard } from '../../../components/property-card/property-card';
import { SIMILAR_COUNT, useSimilarProperties } from '../api/use-similar-properties';
import { searchHref } from '../search-links';
import * as styles from './side-cards.module.css';

/** Similar Properties: up to four others of the same type in the same commune. */
export function SimilarProperties({ property }: { property: PropertyDetail }) {
  const { t } = useTranslation('marketplace');
  const { language } = useLanguage();
  const { items, isLoading } = useSimilarProperties(property);
  const headingId = useId();
  const type = labelOf(PROPERTY_TYPES, property.propertyType, language);
  const commune = property.commune ? labelOf(COMMUNES, property.commune, language) : null;

  return (
    <section className={styles.similar} aria-labelledby={headingId} data-testid="similar-properties">
      <div className={styles.similarHeading}>
        <div>
          <h2 id={headingId} className={styles.similarTitle}>
            {t('property.similar.title')}
          </h2>
          {commune ? <p className={styles.muted}>{t('property.similar.subtitle', { type, commune })}</p> : null}
        </div>
        {items.length > 0 ? (
          <Link className={styles.more} to={searchHref({ commune: property.commune, propertyType: property.propertyType })}>
            {t('property.similar.more')}
          </Link>
        ) : null}
      </div>
      <div className={styles.similarGrid}>
        {isLoading ? <CardSkeletons count={SIMILAR_COUNT} /> : items.map((other) => <PropertyCard key={other.id} property={other} />)}
      </div>
      {!isLoading && items.length === 0 ? <p className={styles.empty}>{t('property.similar.empty')}</p> : null}
    </section>
  );
}
