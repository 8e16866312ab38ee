import { Alert, Card, Skeleton, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import type { AdminTrend } from 'shared-contracts';
import { fetchStats, STATS_URL } from '../../api/admin-api';
import { trendText } from './trend-text';
import * as styles from './overview-tab.module.css';

const CARDS = [
  { key: 'properties', total: 'totalProperties' },
  { key: 'users', total: 'totalUsers' },
  { key: 'blogs', total: 'totalBlogs' },
  { key: 'advisors', total: 'totalAdvisors' },
] as const;

/** The four §2 figures, each with its real month-over-month trend. */
export function OverviewTab() {
  const { t } = useTranslation('admin');
  const { data, error } = useSWR(STATS_URL, fetchStats);
  if (error) return <Alert type="error" showIcon message={t('overview.error')} />;
  if (!data) return <Skeleton active />;
  const trend = (value: AdminTrend) => t(...trendText(value));
  return (
    <div className={styles.cards}>
      {CARDS.map(({ key, total }) => (
        <Card key={key} data-testid={`stat-${key}`}>
          <Statistic title={t(`overview.${key}`)} value={data[total]} />
          <p className={styles.trend} data-testid={`trend-${key}`}>
            {trend(data.trends[key])}
          </p>
        </Card>
      ))}
    </div>
  );
}
