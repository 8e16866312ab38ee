import { useTranslation } from 'react-i18next';
import { formatDay, planLabel, TAG_COLOURS, type User } from 'shared-contracts';
import { useLanguage } from 'shared-contracts/react';
import { Button } from '../../components/button';
import { Tag } from '../../components/tag';
import * as styles from './subscription.module.css';

/** The signed-in member's plan, its end, and the reward points; a paid plan is renewed from here (the new month runs from its end). */
export function CurrentPlanCard({ user, onRenew }: { user: User; onRenew: (() => void) | null }) {
  const { t } = useTranslation('account');
  const { language } = useLanguage();
  return (
    <section className={styles.current} data-testid="current-plan" aria-labelledby="current-plan-title">
      <h2 id="current-plan-title">{t('subscription.current.title')}</h2>
      <p className={styles.currentName}>
        {planLabel(user.subscriptionPlan, language)} <Tag colour={TAG_COLOURS.green}>{t('subscription.current.active')}</Tag>
      </p>
      <p>{user.planExpiresAt ? t('subscription.current.until', { date: formatDay(user.planExpiresAt, language) }) : t('subscription.current.forever')}</p>
      <p>{t('subscription.current.points', { points: user.rewardPoints })}</p>
      {onRenew ? <Button onClick={onRenew}>{t('subscription.current.renew')}</Button> : null}
    </section>
  );
}
