import { Button, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import useSWR from 'swr';
import { formatDzd, planLabel, type SubscriptionPlan } from 'shared-contracts';
import { useLanguage } from 'shared-contracts/react';
import { fetchPlans } from './plans-api';
import * as styles from './contact-page.module.css';

type Question = 'sell' | 'fees' | 'genuine';
const QUESTIONS: Question[] = ['sell', 'fees', 'genuine'];

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

/** The Quick Help: three questions, each opening its real answer. */
export function QuickHelp() {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useState<Question | null>(null);
  return (
    <section className={styles.card} aria-labelledby="quick-help">
      <h2 id="quick-help">{t('contact.help.title')}</h2>
      <div className={styles.questions}>
        {QUESTIONS.map((question) => (
          <Button key={question} block onClick={() => setOpen(question)}>
            {t(`contact.help.${question}.question`)}
          </Button>
        ))}
      </div>
      <Modal open={open !== null} title={open ? t(`contact.help.${open}.question`) : ''} onCancel={() => setOpen(null)} footer={null} destroyOnHidden>
        {open ? <Answer question={open} /> : null}
      </Modal>
    </section>
  );
}
