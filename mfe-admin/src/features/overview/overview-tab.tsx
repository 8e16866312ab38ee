import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { ACTIVITY_PATH, can, formatAmount, type AdminStats, type AdminTrend } from 'shared-contracts';
import { useSession } from 'shared-contracts/react';
import { fetchActivity, fetchStats, STATS_URL } from '../../api/admin-api';
import { Panel } from '../../components/panel';
import { Placeholder } from '../../components/placeholder';
import { DayCharts } from './day-chart';
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

/** The four figures with their real month-over-month trends, 90 days of charts, the system panel, recent activity. */
export function OverviewTab() {
  const { t } = useTranslation('admin');
  const { user } = useSession();
  const { data, error } = useSWR<AdminStats, unknown>(STATS_URL, fetchStats);
  // The charts and panels (some 800 elements) are drawn in a transition, which React renders in
  // slices between which a tap is answered; SWR's answer alone would draw them in one long task.
  const activity = useDeferredValue(useSWR(ACTIVITY_PATH, fetchActivity).data);
  if (error)
    return (
      <p className={styles.error} role="alert">
        {t('overview.error')}
      </p>
    );
  if (!data) return <Placeholder />;
  const trend = (value: AdminTrend) => t(...trendText(value));
  return (
    <div className={styles.overview}>
      <div className={styles.cards}>
        {CARDS.map(({ key, total }) => (
          <Panel key={key} testId={`stat-${key}`}>
            <p className={styles.figureTitle}>{t(`overview.${key}`)}</p>
            <p className={styles.figure}>{formatAmount(data[total])}</p>
            <p className={styles.trend} data-testid={`trend-${key}`}>
              {trend(data.trends[key])}
            </p>
          </Panel>
        ))}
      </div>
      {activity ? (
        <>
          <DayCharts days={activity.days} />
          <div className={styles.panels}>
            <SystemPanel system={activity.system} />
            {can(user?.role, 'audit.read') && <RecentActivity />}
          </div>
        </>
      ) : (
        <Placeholder />
      )}
    </div>
  );
}
