import { EnvironmentOutlined, LineChartOutlined, SafetyOutlined, SwapOutlined, TeamOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { telHref, type SupportPlan } from 'shared-contracts';
import { PageHero, useSiteSettings } from 'shared-contracts/react';
import { SupportFigures } from './support-figures';
import { SupportForm } from './support-form';
import { SupportPlanCards } from './support-plan-cards';
import * as styles from './support.module.css';

const BENEFITS = [
  { key: 'reporting', icon: <LineChartOutlined /> },
  { key: 'safe', icon: <SafetyOutlined /> },
  { key: 'growth', icon: <TeamOutlined /> },
  { key: 'flexible', icon: <SwapOutlined /> },
] as const;

/** /support: why back the site, the three kinds of support, and the form that sends the one selected. */
export function SupportPage() {
  const { t } = useTranslation('account');
  const site = useSiteSettings();
  const [plan, setPlan] = useState<SupportPlan | null>(null);
  const title = t('support.title');
  return (
    <>
      <PageHero title={title} subtitle={t('support.subtitle')} crumbs={[{ label: t('breadcrumb.home'), to: '/' }, { label: title }]} />
      <div className={styles.page}>
        <SupportFigures />
        <section aria-labelledby="support-plans">
          <h2 id="support-plans">{t('supportPage.plans.title')}</h2>
          <SupportPlanCards selected={plan} onSelect={setPlan} />
        </section>
        <section className={styles.card} aria-labelledby="support-form-title">
          <h2 id="support-form-title">{t('supportPage.form.title')}</h2>
          <SupportForm plan={plan} />
        </section>
        <section aria-labelledby="support-benefits">
          <h2 id="support-benefits">{t('supportPage.benefits.title')}</h2>
          <div className={styles.benefits}>
            {BENEFITS.map(({ key, icon }) => (
              <div key={key} className={styles.card}>
                <span className={styles.icon} aria-hidden="true">
                  {icon}
                </span>
                <h3>{t(`supportPage.benefits.${key}.title`)}</h3>
                <p>{t(`supportPage.benefits.${key}.text`)}</p>
              </div>
            ))}
          </div>
        </section>
        <section className={styles.strip} aria-label={t('supportPage.contact')}>
          <a href={telHref(site.contactPhone)}>
            <bdi dir="ltr">{site.contactPhone}</bdi>
          </a>
          <a href={`mailto:${site.contactEmail}`}>
            <bdi dir="ltr">{site.contactEmail}</bdi>
          </a>
          <span>
            <EnvironmentOutlined aria-hidden="true" /> {t('supportPage.city')}
          </span>
        </section>
      </div>
    </>
  );
}
