import { Progress } from 'antd';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import type { DashboardStats } from 'shared-contracts';
import { STATS_URL } from '../../api/listings-api';
import * as styles from './analytics-tab.module.css';

/** SPEC §9: a milestone every 1000 points. */
const MILESTONE = 1000;

/** The reward points panel (SPEC §2): the points, the way to the next milestone, and how points are earned. */
export function RewardPoints() {
  const { t } = useTranslation('account');
  const { data } = useSWR<DashboardStats>(STATS_URL);
  if (!data) return null;
  const intoMilestone = data.rewardPoints % MILESTONE;
  return (
    <section className={styles.points} aria-labelledby="reward-points">
      <h3 id="reward-points">{t('analytics.points.title')}</h3>
      <p className={styles.pointsFigure}>{data.rewardPoints.toLocaleString('en-US')}</p>
      <Progress percent={Math.round((intoMilestone / MILESTONE) * 100)} showInfo={false} />
      <p>{t('analytics.points.next', { left: MILESTONE - intoMilestone })}</p>
      <ul>
        <li>{t('analytics.points.property')}</li>
        <li>{t('analytics.points.forum')}</li>
        <li>{t('analytics.points.rating')}</li>
      </ul>
    </section>
  );
}
