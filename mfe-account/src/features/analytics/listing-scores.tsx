import { Progress } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { localTitle, totalLeads, type ListingFigures } from 'shared-contracts';
import { useLanguage } from 'shared-contracts/react';
import * as styles from './analytics-tab.module.css';

/** Each listing's figures and quality score, with what would raise it. */
export function ListingScores({ listings }: { listings: ListingFigures[] }) {
  const { t } = useTranslation('account');
  const { language } = useLanguage();
  return (
    <ul className={styles.listings}>
      {listings.map((listing) => (
        <li key={listing.id} className={styles.listing} data-testid="listing-figures" data-listing-id={listing.id}>
          <div className={styles.listingHead}>
            <Link to={`/dashboard/listings/${listing.id}/edit`}>{localTitle(listing, language)}</Link>
            <span>
              {t('analytics.viewsCount', { count: listing.views })} · {t('analytics.leadsCount', { count: totalLeads(listing.leads) })}
            </span>
          </div>
          <div className={styles.quality}>
            <span>{t('analytics.quality')}</span>
            <Progress percent={listing.quality.score} size="small" data-testid="quality-score" />
          </div>
          {listing.quality.tips.length > 0 ? (
            <ul className={styles.tips}>
              {listing.quality.tips.map((tip) => (
                <li key={tip}>{t(`analytics.tips.${tip}`)}</li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
