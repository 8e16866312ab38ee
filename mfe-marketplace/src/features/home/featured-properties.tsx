import { useTranslation } from 'react-i18next';
import { CardSkeletons } from '../../components/property-card/card-skeleton';
import { PropertyCard } from '../../components/property-card/property-card';
import { FEATURED_COUNT, useFeaturedProperties } from './home-api';
import { Section } from './section';
import * as styles from './home-sections.module.css';

/** At most three featured listings, three skeletons while they load. */
export function FeaturedProperties() {
  const { t } = useTranslation('marketplace');
  const { data, error, isLoading } = useFeaturedProperties();
  const properties = data?.slice(0, FEATURED_COUNT) ?? [];
  return (
    <Section title={t('home.featured.title')} subtitle={t('home.featured.subtitle')}>
      <div className={styles.threes} data-testid="featured-properties">
        {isLoading ? <CardSkeletons count={FEATURED_COUNT} /> : properties.map((property) => <PropertyCard key={property.id} property={property} />)}
      </div>
      {!isLoading && (error || properties.length === 0) ? <p className={styles.muted}>{t('home.featured.empty')}</p> : null}
    </Section>
  );
}
