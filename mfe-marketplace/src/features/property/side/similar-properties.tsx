import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { COMMUNES, PROPERTY_TYPES, SIMILAR_PROPERTIES_COUNT, labelOf, type PropertyDetail } from 'shared-contracts';
import { useLanguage } from 'shared-contracts/react';
import { CardSkeletons } from '../../../components/property-card/card-skeleton';
import { PropertyCard } from '../../../components/property-card/property-card';
import { useSimilarProperties } from '../api/use-similar-properties';
import { searchHref } from '../search-links';
import * as styles from './side-cards.module.css';

// One on a page, and the same in the portal's drawing and in the browser's hydration of it (a useId would differ: docs/architecture.md).
const headingId = 'listing-similar-title';

/** Similar Properties: up to four others like it, as the server ranks them. */
export function SimilarProperties({ property }: { property: PropertyDetail }) {
  const { t } = useTranslation('marketplace');
  const { language } = useLanguage();
  const { items, isLoading } = useSimilarProperties(property.id);
  const type = labelOf(PROPERTY_TYPES, property.propertyType, language);
  const commune = property.commune ? labelOf(COMMUNES, property.commune, language) : null;
  // "More" leads where the similar ones come from: the commune when some are there, else the type.
  const inCommune = commune !== null && items.some((other) => other.commune === property.commune);

  return (
    <section className={styles.similar} aria-labelledby={headingId} data-testid="similar-properties">
      <div className={styles.similarHeading}>
        <div>
          <h2 id={headingId} className={styles.similarTitle}>
            {t('property.similar.title')}
          </h2>
          <p className={styles.muted}>{commune ? t('property.similar.subtitle', { type, commune }) : t('property.similar.subtitleType', { type })}</p>
        </div>
        {items.length > 0 ? (
          <Link className={styles.more} to={inCommune ? searchHref({ commune: property.commune }) : searchHref({ propertyType: property.propertyType })}>
            {inCommune ? t('property.similar.moreInCommune', { commune }) : t('property.similar.moreOfType', { type })}
          </Link>
        ) : null}
      </div>
      <div className={styles.similarGrid}>
        {isLoading ? <CardSkeletons count={SIMILAR_PROPERTIES_COUNT} /> : items.map((other) => <PropertyCard key={other.id} property={other} />)}
      </div>
      {!isLoading && items.length === 0 ? <p className={styles.empty}>{t('property.similar.empty')}</p> : null}
    </section>
  );
}
