import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import useSWR from 'swr';
import { formatDzd, planLabel, type SubscriptionPlan } from 'shared-contracts';
import { AntdArea, useLanguage } from 'shared-contracts/react';
import { SHELL_ANTD } from '../auth/shell-antd';
import { fetchPlans } from './plans-api';
import type { Question } from './quick-help-questions';

/** The fees as they are now: the plans table, as the plans page shows it. */
function Fees() {
  const { t } = useTranslation('shell');
  const { language } = useLanguage();
  const { data, error } = useSWR<SubscriptionPlan[], unknown>('/api/plans', fetchPlans);
  if (error) return <p>{t('contact.help.fees.unavailable')}</p>;
  if (!data) return <p>{t('contact.help.loading')}</p>;
  return (
    <>
      <ul data-testid="fees">
        {data.map((plan) => (
          <li key={plan.name}>
            {t('contact.help.fees.plan', {
              plan: planLabel(plan.name, language),
              price: Number(plan.price) === 0 ? t('contact.help.fees.free') : formatDzd(plan.price, language),
              count: plan.listingLimit,
            })}
          </li>
        ))}
      </ul>
      <p>{t('contact.help.fees.note')}</p>
      <Link to="/subscription">{t('contact.help.fees.link')}</Link>
    </>
  );
}

function Answer({ question }: { question: Question }) {
  const { t } = useTranslation('shell');
  if (question === 'fees') return <Fees />;
  const steps = t(`contact.help.${question}.steps`, { returnObjects: true }) as string[];
  return (
    <>
      <ol>
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      {question === 'sell' ? <Link to="/dashboard/listings/new">{t('contact.help.sell.link')}</Link> : <Link to="/search">{t('contact.help.genuine.link')}</Link>}
    </>
  );
}

/** A question's answer in antd's dialog, loaded with it on the first question asked (quick-help.tsx). */
export default function QuickHelpDialog({ question, onClose }: { question: Question | null; onClose: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <AntdArea antd={SHELL_ANTD}>
      <Modal open={question !== null} title={question ? t(`contact.help.${question}.question`) : ''} onCancel={onClose} footer={null} destroyOnHidden>
        {question ? <Answer question={question} /> : null}
      </Modal>
    </AntdArea>
  );
}
