import { List, Progress } from 'antd';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { FIRST_LISTING_PHOTOS, formatAmount, formatDay, HELPFUL_REPLY_POINTS, LISTING_BOOST, type DashboardStats } from 'shared-contracts';
import { useLanguage } from 'shared-contracts/react';
import { STATS_URL } from '../../api/listings-api';
import { fetchPoints, POINTS_URL, signed } from './points-api';
import * as styles from './analytics-tab.module.css';

/** A milestone every 1000 points. */
const MILESTONE = 1000;

/** The reward points panel: the points, the way to the next milestone, the ledger, and how points are earned and spent. */
export function RewardPoints() {
  const { t } = useTranslation('account');
  const { language } = useLanguage();
  const { data } = useSWR<DashboardStats>(STATS_URL);
  const history = useSWR(POINTS_URL, fetchPoints);
  if (!data) return null;
  const intoMilestone = data.rewardPoints % MILESTONE;
  return (
    <section className={styles.points} aria-labelledby="reward-points">
      <h3 id="reward-points">{t('analytics.points.title')}</h3>
      <p className={styles.pointsFigure}>{formatAmount(data.rewardPoints)}</p>
      <Progress percent={Math.round((intoMilestone / MILESTONE) * 100)} showInfo={false} />
      <p>{t('analytics.points.next', { left: MILESTONE - intoMilestone })}</p>
      <h4>{t('analytics.points.history')}</h4>
      <List
        size="small"
        dataSource={history.data ?? []}
        locale={{ emptyText: t('analytics.points.noHistory') }}
        renderItem={(entry) => (
          <List.Item data-testid="points-entry">
            <span>{t(`analytics.points.reasons.${entry.reason}`)}</span>
            <span>
              <bdi>{signed(entry.points)}</bdi> · {formatDay(entry.createdAt, language)}
            </span>
          </List.Item>
        )}
      />
      <ul>
        <li>{t('analytics.points.property', FIRST_LISTING_PHOTOS)}</li>
        <li>{t('analytics.points.forum', { points: HELPFUL_REPLY_POINTS })}</li>
        <li>{t('analytics.points.payment')}</li>
        <li>{t('analytics.points.spend', LISTING_BOOST)}</li>
      </ul>
    </section>
  );
}
