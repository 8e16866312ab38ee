import { localTitle, type PropertyDetail } from 'shared-contracts';
import { useLanguage } from 'shared-contracts/react';
import { Gallery } from './gallery/gallery';
import { PropertyHeader } from './property-header';
import { PropertySummary } from './property-summary';
import { ContactBar } from './side/contact-bar';
import { ContactCard } from './side/contact-card';
import { PhoneRevealProvider } from './side/phone-reveal';
import { ReportListing } from './side/report-listing';
import { SimilarProperties } from './side/similar-properties';
import { StatsCard } from './side/stats-card';
import { PlaceCard } from './place/place-card';
import { DetailTabs } from './tabs/detail-tabs';
import { TourCard } from './tour/tour-card';
import * as styles from './property-page.module.css';

/**
 * A loaded listing. On a phone everything stacks in reading order; from 992 px the owner's
 * cards stay beside the photos and facts. The owner's number, once revealed, is this view's alone
 * (its contact card and bar share it).
 */
export function PropertyView({ property }: { property: PropertyDetail }) {
  const { language } = useLanguage();
  const title = localTitle(property, language);
  return (
    <PhoneRevealProvider propertyId={property.id}>
      <div className={styles.page} data-testid="property-page">
        <PropertyHeader property={property} />
        <div className={styles.container}>
          <PropertySummary property={property} />
          <div className={styles.layout}>
            <div className={styles.main}>
              <Gallery images={property.images} title={title} />
              <TourCard videos={property.videos} />
              <DetailTabs property={property} />
              <PlaceCard property={property} />
            </div>
            <aside className={styles.aside}>
              <ContactCard property={property} />
              <StatsCard property={property} />
              <ReportListing property={property} />
            </aside>
          </div>
          <SimilarProperties property={property} />
        </div>
        <ContactBar property={property} />
      </div>
    </PhoneRevealProvider>
  );
}
