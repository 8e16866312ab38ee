import { Button, Progress, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import useSWR from 'swr';
import { formatDay, planLabel, type DashboardStats } from 'shared-contracts';
import { useLanguage, useSession } from 'shared-contracts/react';
import { STATS_URL } from '../../api/listings-api';
import { PaymentRequests } from '../subscription/payment-requests';
import * as styles from './plan-usage-tab.module.css';

/** The plan: its end, listings used of those allowed, what it includes, the way to a bigger one, and the payment requests. */
export function PlanUsageTab() {
  const { t } = useTranslation('account');
  const { language } = useLanguage();
  const navigate = useNavigate();
  const { user } = useSession();
  const { data } = useSWR<DashboardStats>(STATS_URL);
  if (!data) return <Skeleton active />;
  const used = Math.min(100, Math.round((data.activeProperties / data.allowedProperties) * 100));
  return (
    <div className={styles.card} data-testid="plan-usage">
      <h2 className={styles.name}>{planLabel(data.plan, language)}</h2>
      {user?.planExpiresAt ? <p data-testid="plan-end">{t('plan.until', { date: formatDay(user.planExpiresAt, language) })}</p> : null}
      <p>{t('plan.used', { used: data.activeProperties, allowed: data.allowedProperties })}</p>
      <Progress percent={used} status={data.activeProperties >= data.allowedProperties ? 'exception' : 'normal'} showInfo={false} />
      <ul className={styles.features}>
        {data.planFeatures.map((feature) => (
          <li key={feature.en}>{feature[language]}</li>
        ))}
      </ul>
      <Button type="primary" onClick={() => navigate('/subscription')}>
        {data.plan === 'free' ? t('plan.upgrade') : t('plan.manage')}
      </Button>
      <PaymentRequests />
    </div>
  );
}
