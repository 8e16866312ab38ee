import { Alert, Button, Empty, Select, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { LEAD_CHANNELS, localTitle, totalLeads, type OwnerAnalytics } from 'shared-contracts';
import { apiErrorText, useLanguage } from 'shared-contracts/react';
import { ANALYTICS_URL } from '../../api/listings-api';
import { DailyChart } from './daily-chart';
import { ListingScores } from './listing-scores';
import { RewardPoints } from './reward-points';
import * as styles from './analytics-tab.module.css';

/** What the owner's listings brought over 30 days, all together or one at a time (analytics tab). */
export function AnalyticsTab() {
  const { t } = useTranslation('account');
  const { language } = useLanguage();
  const [listing, setListing] = useState<number | null>(null);
  const all = useSWR<OwnerAnalytics>(ANALYTICS_URL);
  const one = useSWR<OwnerAnalytics>(listing === null ? null : `${ANALYTICS_URL}?propertyId=${listing}`);
  const shown = listing === null ? all : one;
  if (all.error || one.error) {
    return <Alert type="error" showIcon title={apiErrorText(t, all.error ?? one.error)} action={<Button onClick={() => void shown.mutate()}>{t('common.retry')}</Button>} />;
  }
  if (!all.data) return <Skeleton active />;
  if (all.data.listings.length === 0) return <Empty description={t('analytics.empty')} />;
  const figures = shown.data;
  const leads = figures ? totalLeads(figures.totals.leads) : 0;
  return (
    <div className={styles.tab} data-testid="analytics">
      <Select<number | null>
        value={listing}
        onChange={setListing}
        className={styles.picker}
        aria-label={t('analytics.listing')}
        options={[{ value: null, label: t('analytics.allListings') }, ...all.data.listings.map((item) => ({ value: item.id, label: localTitle(item, language) }))]}
      />
      {figures ? (
        <>
          <dl className={styles.totals}>
            <div>
              <dt>{t('analytics.views')}</dt>
              <dd data-testid="analytics-views">{figures.totals.views}</dd>
            </div>
            <div>
              <dt>{t('analytics.leads')}</dt>
              <dd data-testid="analytics-leads">{leads}</dd>
            </div>
            {LEAD_CHANNELS.map((channel) => (
              <div key={channel}>
                <dt>{t(`analytics.channel.${channel}`)}</dt>
                <dd data-testid={`analytics-${channel}`}>{figures.totals.leads[channel]}</dd>
              </div>
            ))}
          </dl>
          <DailyChart days={figures.daily} />
          <ListingScores listings={figures.listings} />
        </>
      ) : (
        <Skeleton active />
      )}
      <RewardPoints />
    </div>
  );
}
