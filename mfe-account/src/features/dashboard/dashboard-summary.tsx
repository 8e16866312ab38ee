import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import useSWR from 'swr';
import { canWriteBlog, formatAmount, planLabel, TAG_COLOURS, type DashboardStats } from 'shared-contracts';
import { apiErrorText, useLanguage, useSession } from 'shared-contracts/react';
import { STATS_URL } from '../../api/listings-api';
import { Button } from '../../components/button';
import { Tag } from '../../components/tag';
import * as styles from './dashboard-summary.module.css';

const CARDS = ['properties', 'views', 'points', 'plan'] as const;

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
  const values: Record<(typeof CARDS)[number], string> | null = data
    ? { properties: String(data.myProperties), views: formatAmount(data.myViews), points: formatAmount(data.rewardPoints), plan: plan ?? '' }
    : null;
  return (
    <div>
      <div className={styles.topline}>
        {plan ? (
          <Tag colour={TAG_COLOURS.green} testId="plan-badge">
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
        {CARDS.map((key) => (
          <div key={key} className={styles.card}>
            <dt>{t(`dashboard.stats.${key}`)}</dt>
            {/* A grey bar where the figure will be: the card is as tall before it comes as after. */}
            <dd data-testid={`stat-${key}`}>{values ? values[key] : <span className={styles.waiting} />}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
