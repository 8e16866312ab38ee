import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { COMMUNES, formatArea, labelOf, localTitle, PROPERTY_TYPES, PURPOSES, type PropertyCard as Card } from 'shared-contracts';
import { CoverImage, useLanguage } from 'shared-contracts/react';
import { listingMessagePath } from '../../lib/message-anchor';
import { OwnershipBadge } from '../ownership-badge/ownership-badge';
import { FavouriteButton } from './favourite-button';
import { PropertyPrice } from './property-price';
import * as styles from './property-card.module.css';

export type CardLayout = 'grid' | 'list' | 'masonry';

/** A listing in a list: photo, title, price, where and what, and the ways to act on it (contact its owner, save it). */
export function PropertyCard({ property, layout = 'grid', eager = false }: { property: Card; layout?: CardLayout; eager?: boolean }) {
  const { t } = useTranslation('marketplace');
  const { language } = useLanguage();
  const title = localTitle(property, language);
  const facts = [
    property.area ? formatArea(property.area, language) : null,
    property.bedrooms !== null ? t('card.bedrooms', { count: property.bedrooms }) : null,
    property.bathrooms !== null ? t('card.bathrooms', { count: property.bathrooms }) : null,
  ].filter(Boolean);

  return (
    <article className={`${styles.card} ${styles[layout]}`} data-testid="property-card">
      <Link to={`/property/${property.id}`} className={styles.media} tabIndex={-1} aria-hidden="true">
        <CoverImage images={property.images} alt="" className={styles.image} eager={eager} />
        {property.isFeatured ? <span className={styles.featured}>{t('card.featured')}</span> : null}
      </Link>
      <div className={styles.body}>
        <h3 className={styles.title}>
          <Link to={`/property/${property.id}`}>{title}</Link>
        </h3>
        <PropertyPrice property={property} />
        <p className={styles.meta}>
          {labelOf(PROPERTY_TYPES, property.propertyType, language)} · {labelOf(PURPOSES, property.priceType, language)}
          {property.commune ? ` · ${labelOf(COMMUNES, property.commune, language)}` : ''}
        </p>
        {facts.length ? <p className={styles.facts}>{facts.join(' · ')}</p> : null}
        <OwnershipBadge document={property.ownershipDocument} />
        <div className={styles.actions}>
          {/* The owner's number is never in a list: Contact opens the listing at its message box (Show number is there too). */}
          <Link className={styles.action} to={listingMessagePath(property.id)} aria-label={t('card.contactLabel', { title })}>
            {t('card.contact')}
          </Link>
          <FavouriteButton id={property.id} />
        </div>
      </div>
    </article>
  );
}
