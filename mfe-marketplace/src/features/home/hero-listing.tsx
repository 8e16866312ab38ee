import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { COMMUNES, PROPERTY_TYPES, labelOf, localTitle } from 'shared-contracts';
import { CoverImage, useLanguage } from 'shared-contracts/react';
import { PropertyPrice } from '../../components/property-card/property-price';
import { useFeaturedProperties } from './home-api';
import * as styles from './home-hero.module.css';

/**
 * The hero's second half on a desktop: the first featured listing with a photo, the photo large — a real
 * listing to open, never made-up figures — or, when none is featured, the way to publish one.
 * Its box has one size whatever it holds (loading, listing, invitation): nothing below moves.
 */
export function HeroListing() {
  const { t } = useTranslation('marketplace');
  const { language } = useLanguage();
  const { data, error } = useFeaturedProperties();
  // The hero is a large photo: the first featured listing that has one.
  const listing = data?.find((item) => item.images.length > 0) ?? data?.[0];

  if (!data && !error) return <div className={styles.listing} aria-hidden="true" data-testid="hero-listing" data-state="loading" />;
  if (!listing) {
    return (
      <div className={`${styles.listing} ${styles.invitation}`} data-testid="hero-listing" data-state="invitation">
        <strong className={styles.invitationTitle}>{t('home.hero.publishTitle')}</strong>
        <p className={styles.invitationText}>{t('home.hero.publishText')}</p>
        <Link to="/dashboard" className={styles.invitationLink}>
          {t('home.cta.publish')}
        </Link>
      </div>
    );
  }
  const place = [labelOf(PROPERTY_TYPES, listing.propertyType, language), listing.commune ? labelOf(COMMUNES, listing.commune, language) : null].filter(Boolean).join(' · ');
  return (
    <Link to={`/property/${listing.id}`} className={styles.listing} data-testid="hero-listing" data-state="listing">
      <span className={styles.photo}>
        <CoverImage images={listing.images} alt="" className={styles.image} eager />
        <span className={styles.badge}>{t('card.featured')}</span>
      </span>
      <span className={styles.caption}>
        <strong className={styles.listingTitle}>{localTitle(listing, language)}</strong>
        <PropertyPrice property={listing} />
        <span className={styles.place}>{place}</span>
      </span>
    </Link>
  );
}
