import { useTranslation } from 'react-i18next';
import { formatDzd, localText, planLabel, TAG_COLOURS, type SubscriptionPlan } from 'shared-contracts';
import { useLanguage } from 'shared-contracts/react';
import { Button } from '../../components/button';
import { Tag } from '../../components/tag';
import * as styles from './subscription.module.css';

interface Props {
  plan: SubscriptionPlan;
  isCurrent: boolean;
  /** Null: this card offers no purchase (the free plan, or a cheaper one than the member's). */
  onUpgrade: (() => void) | null;
}

/** One plan: price, listings, features, and Upgrade (or Current Plan, disabled). */
export function PlanCard({ plan, isCurrent, onUpgrade }: Props) {
  const { t } = useTranslation('account');
  const { language } = useLanguage();
  const description = localText(plan.descriptionAr, plan.descriptionEn, language);
  return (
    <article className={`${styles.plan} ${plan.popular ? styles.popular : ''}`} data-testid={`plan-${plan.name}`} aria-labelledby={`plan-${plan.name}-name`}>
      {plan.popular ? <Tag colour={TAG_COLOURS.gold}>{t('subscription.popular')}</Tag> : null}
      <h3 id={`plan-${plan.name}-name`}>{planLabel(plan.name, language)}</h3>
      <p className={styles.price}>
        <bdi>{Number(plan.price) === 0 ? t('subscription.free') : formatDzd(plan.price, language)}</bdi>
        {plan.duration > 0 ? <span> / {t('subscription.days', { count: plan.duration })}</span> : null}
      </p>
      {description ? <p>{description}</p> : null}
      <p>{t('subscription.listings', { count: plan.listingLimit })}</p>
      <ul className={styles.features}>
        {plan.features.map((feature) => (
          <li key={feature.en}>{feature[language]}</li>
        ))}
      </ul>
      {isCurrent ? (
        <Button block disabled>
          {t('subscription.currentPlan')}
        </Button>
      ) : onUpgrade ? (
        <Button look="primary" block onClick={onUpgrade}>
          {t('subscription.upgrade')}
        </Button>
      ) : null}
    </article>
  );
}
