import { useTranslation } from 'react-i18next';
import { useLanguage } from 'shared-contracts/react';
import { formatArea, type PropertyDetail } from 'shared-contracts';
import { OwnershipBadge } from '../../components/ownership-badge/ownership-badge';
import { PropertyPrice } from '../../components/property-card/property-price';
import { AreaIcon, BathIcon, BedIcon } from '../../components/icons/icons';
import { PriceComparisonNote } from './price-comparison/price-comparison-note';
import { PropertyActions } from './property-actions';
import * as styles from './property-page.module.css';

/** Price, the three facts people compare first, and what to do next. */
export function PropertySummary({ property }: { property: PropertyDetail }) {
  const { t } = useTranslation('marketplace');
  const { language } = useLanguage();
  const facts = [
    property.area !== null ? { key: 'area', Icon: AreaIcon, text: formatArea(property.area, language) } : null,
    property.bedrooms !== null ? { key: 'bedrooms', Icon: BedIcon, text: t('property.facts.bedrooms', { count: property.bedrooms }) } : null,
    property.bathrooms !== null ? { key: 'bathrooms', Icon: BathIcon, text: t('property.facts.bathrooms', { count: property.bathrooms }) } : null,
  ].filter((fact) => fact !== null);

  return (
    <section className={styles.summary} aria-label={t('property.facts.label')} data-testid="property-summary">
      <div className={styles.summaryTop}>
        <PropertyPrice property={property} large />
        <PropertyActions property={property} />
      </div>
      {facts.length > 0 ? (
        <ul className={styles.facts}>
          {facts.map(({ key, Icon, text }) => (
            <li key={key} className={styles.fact}>
              <Icon className={styles.factIcon} />
              <bdi>{text}</bdi>
            </li>
          ))}
        </ul>
      ) : null}
      <PriceComparisonNote propertyId={property.id} />
      <OwnershipBadge document={property.ownershipDocument} className={styles.ownership} />
    </section>
  );
}
