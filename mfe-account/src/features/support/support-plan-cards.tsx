import { CheckCircleFilled } from '@ant-design/icons';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { SUPPORT_PLANS, TAG_COLOURS, type SupportPlan } from 'shared-contracts';
import { useLanguage } from 'shared-contracts/react';
import * as styles from './support.module.css';

/** The three ways to support the site; the one selected goes with the form. */
export function SupportPlanCards({ selected, onSelect }: { selected: SupportPlan | null; onSelect: (plan: SupportPlan) => void }) {
  const { t } = useTranslation('account');
  const { language } = useLanguage();
  return (
    <div className={styles.plans} role="group" aria-label={t('supportPage.plans.label')}>
      {SUPPORT_PLANS.map((plan) => {
        const isSelected = plan.value === selected;
        const benefits = t(`supportPage.plans.${plan.value}.benefits`, { returnObjects: true }) as string[];
        return (
          <button
            key={plan.value}
            type="button"
            className={`${styles.plan} ${isSelected ? styles.selected : ''}`}
            aria-pressed={isSelected}
            onClick={() => onSelect(plan.value)}
            data-testid={`support-plan-${plan.value}`}
          >
            <span className={styles.planName}>
              {plan[language]} {isSelected ? <Tag color={TAG_COLOURS.green}>{t('supportPage.plans.selected')}</Tag> : null}
            </span>
            <span>{t(`supportPage.plans.${plan.value}.text`)}</span>
            <ul>
              {benefits.map((benefit) => (
                <li key={benefit}>
                  <CheckCircleFilled aria-hidden="true" /> {benefit}
                </li>
              ))}
            </ul>
          </button>
        );
      })}
    </div>
  );
}
