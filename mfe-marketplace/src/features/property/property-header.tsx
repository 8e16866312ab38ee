import { useTranslation } from 'react-i18next';
import { COMMUNES, PROPERTY_TYPES, labelOf, type PropertyDetail } from 'shared-contracts';
import { PageHero, useLanguage } from 'shared-contracts/react';
import { PinIcon } from '../../components/icons/icons';
import { localized } from '../../lib/localized';
import { searchHref } from './search-links';
import * as styles from './property-page.module.css';

/** About what search results and link previews show of a description. */
const DESCRIPTION_LENGTH = 160;

/** The band at the top: where the listing sits in the site, its title, address and badges. */
export function PropertyHeader({ property }: { property: PropertyDetail }) {
  const { t } = useTranslation('marketplace');
  const { language } = useLanguage();
  const { title, address, description } = localized(property, language);
  const commune = property.commune ? labelOf(COMMUNES, property.commune, language) : null;
  const crumbs = [
    { label: t('property.breadcrumb.home'), to: '/' },
    { label: t('property.breadcrumb.search'), to: '/search' },
    ...(commune ? [{ label: commune, to: searchHref({ commune: property.commune }) }] : []),
    { label: title },
  ];
  const place = address || commune;
  return (
    <PageHero
      title={title}
      description={description.slice(0, DESCRIPTION_LENGTH)}
      crumbs={crumbs}
      subtitle={
        place ? (
          <span className={styles.place}>
            <PinIcon className={styles.placeIcon} />
            <span>{place}</span>
          </span>
        ) : undefined
      }
    >
      <ul className={styles.badges} data-testid="property-badges">
        <li className={styles.badge}>{labelOf(PROPERTY_TYPES, property.propertyType, language)}</li>
        <li className={styles.badge}>{t(`property.purpose.${property.priceType}`)}</li>
        {property.isFeatured ? <li className={styles.featuredBadge}>{t('property.featured')}</li> : null}
      </ul>
    </PageHero>
  );
}
