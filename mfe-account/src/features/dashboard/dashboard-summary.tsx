import { Button, Skeleton, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import useSWR from 'swr';
import { canWriteBlog, formatAmount, planLabel, TAG_COLOURS, type DashboardStats } from 'shared-contracts';
import { apiErrorText, useLanguage, useSession } from 'shared-contracts/react';
import { STATS_URL } from '../../api/listings-api';
import * as styles from './dashboard-summary.module.css';

/** The plan badge, the four stat cards from the API, and the quick actions. */
export function DashboardSummary() {
  const { t } = useTranslation('account');
  const { language } = useLanguage();
  const { data, error, mutate } = useSWR<DashboardStats, unknown>(STATS_URL);
  const { user } = useSession();
  const writes = canWriteBlog(user);
  if (error) {
    return (
      <div className={styles.failed} role="alert">
        {apiErrorText(t, error)} <Button onClick={() => mutate()}>{t('common.retry')}</Button>
      </div>
    );
  }
  const plan = data ? planLabel(data.plan, language) : null;
  const cards = data && [
    { key: 'properties', value: String(data.myProperties) },
    { key: 'views', value: formatAmount(data.myViews) },
    { key: 'points', value: formatAmount(data.rewardPoints) },
    { key: 'plan', value: plan ?? '' },
  ];
  return (
    <div>
      <div className={styles.topline}>
        {plan ? (
          <Tag color={TAG_COLOURS.green} data-testid="plan-badge">
            {t('dashboard.planBadge', { plan })}
          </Tag>
        ) : null}
        <div className={styles.quick}>
          <Link to="/suggestions">{t('suggestions.title')}</Link>
          <Link to="/support">{t('support.title')}</Link>
          <Link to="/advisors/requests">{t('dashboard.consultations')}</Link>
          {writes ? <Link to="/blog/write">{t('dashboard.myArticles')}</Link> : null}
        </div>
      </div>
      <dl className={styles.cards} data-testid="dashboard-stats">
        {cards
          ? cards.map(({ key, value }) => (
              <div key={key} className={styles.card}>
                <dt>{t(`dashboard.stats.${key}`)}</dt>
                <dd data-testid={`stat-${key}`}>{value}</dd>
              </div>
            ))
          : [0, 1, 2, 3].map((i) => (
              <div key={i} className={styles.card}>
                <Skeleton active paragraph={false} />
              </div>
            ))}
      </dl>
    </div>
  );
}
