import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDzd, planLabel, type SubscriptionPlan } from 'shared-contracts';
import { useLanguage } from 'shared-contracts/react';
import * as styles from './subscription.module.css';

/** The plans side by side: price, period, listings, featuring, and what each includes. */
export function ComparisonTable({ plans }: { plans: SubscriptionPlan[] }) {
  const { t } = useTranslation('account');
  const { language } = useLanguage();
  const yesNo = (value: boolean) =>
    value ? (
      <span role="img" className={styles.yes} aria-label={t('subscription.compare.yes')}>
        ✓
      </span>
    ) : (
      <span role="img" aria-label={t('subscription.compare.no')}>
        –
      </span>
    );
  const rows: { label: string; cell: (plan: SubscriptionPlan) => ReactNode }[] = [
    { label: t('subscription.compare.price'), cell: (plan) => <bdi>{formatDzd(plan.price, language)}</bdi> },
    { label: t('subscription.compare.period'), cell: (plan) => (plan.duration > 0 ? t('subscription.days', { count: plan.duration }) : t('subscription.compare.forever')) },
    { label: t('subscription.compare.listings'), cell: (plan) => plan.listingLimit },
    { label: t('subscription.compare.featuring'), cell: (plan) => yesNo(plan.canFeature) },
    {
      label: t('subscription.compare.included'),
      cell: (plan) => (
        <ul className={styles.cellList}>
          {plan.features.map((feature) => (
            <li key={feature.en}>{feature[language]}</li>
          ))}
        </ul>
      ),
    },
  ];
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table} data-testid="plan-comparison">
        <caption>{t('subscription.compare.title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('subscription.compare.feature')}</th>
            {plans.map((plan) => (
              <th scope="col" key={plan.name}>
                {planLabel(plan.name, language)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              {plans.map((plan) => (
                <td key={plan.name}>{row.cell(plan)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
