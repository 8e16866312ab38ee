import { Alert, Card, Skeleton, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { ACTIVITY_PATH, can, type AdminStats, type AdminTrend } from 'shared-contracts';
import { useSession } from 'shared-contracts/react';
import { fetchActivity, fetchStats, STATS_URL } from '../../api/admin-api';
import { DayChart } from './day-chart';
import { RecentActivity } from './recent-activity';
import { SystemPanel } from './system-panel';
import { trendText } from './trend-text';
import * as styles from './overview-tab.module.css';

const CARDS = [
  { key: 'properties', total: 'totalProperties' },
  { key: 'users', total: 'totalUsers' },
  { key: 'blogs', total: 'totalBlogs' },
  { key: 'advisors', total: 'totalAdvisors' },
] as const;

const CHARTS = ['listings', 'users', 'searches', 'leads'] as const;

/** The four figures with their real month-over-month trends, 90 days of charts, the system panel, recent activity. */
export function OverviewTab() {
  const { t } = useTranslation('admin');
  const { user } = useSession();
  const { data, error } = useSWR<AdminStats, unknown>(STATS_URL, fetchStats);
  const { data: activity } = useSWR(ACTIVITY_PATH, fetchActivity);
  if (error) return <Alert type="error" showIcon title={t('overview.error')} />;
  if (!data) return <Skeleton active />;
  const trend = (value: AdminTrend) => t(...trendText(value));
  return (
    <div className={styles.overview}>
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
      {activity ? (
        <>
          <section className={styles.charts} aria-label={t('overview.charts.title')}>
            {CHARTS.map((figure) => (
              <DayChart key={figure} figure={figure} days={activity.days} />
            ))}
          </section>
          <div className={styles.panels}>
            <SystemPanel system={activity.system} />
            {can(user?.role, 'audit.read') && <RecentActivity />}
          </div>
        </>
      ) : (
        <Skeleton active />
      )}
    </div>
  );
}
