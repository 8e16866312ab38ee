import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { formatDay, formatDzd, planLabel, type PaymentRequest } from 'shared-contracts';
import { useLanguage } from 'shared-contracts/react';
import { fetchPayments, MY_PAYMENTS_URL, receiptUrl } from './plans-api';
import * as controls from '../../components/controls.module.css';
import * as styles from './subscription.module.css';

/** The member's payment requests and where each stands (the dashboard's subscription tab, the plans page). */
export function PaymentRequests() {
  const { t } = useTranslation('account');
  const { language } = useLanguage();
  const { data, error } = useSWR<PaymentRequest[], unknown>(MY_PAYMENTS_URL, fetchPayments);
  if (error || !data || data.length === 0) return null;
  return (
    <section className={styles.requests} aria-labelledby="payment-requests">
      <h3 id="payment-requests">{t('payment.requests.title')}</h3>
      <ul className={styles.requestList}>
        {data.map((payment) => (
          <li key={payment.id} data-testid="payment-request">
            <span>
              {planLabel(payment.plan, language)} · <bdi>{formatDzd(payment.amount, language)}</bdi>{' '}
              <span className={`${controls.tag} ${styles.status}`} data-status={payment.status} data-testid="payment-status">
                {t(`payment.status.${payment.status}`)}
              </span>
            </span>
            <span className={styles.requestMeta}>
              {t('payment.requests.reference')} <bdi>{payment.reference}</bdi> · {formatDay(payment.submittedAt ?? payment.createdAt, language)}
              {payment.status === 'approved' && payment.periodEnd ? <> · {t('payment.requests.until', { date: formatDay(payment.periodEnd, language) })}</> : null}
            </span>
            {payment.rejectReason ? <p className={styles.reason}>{t('payment.requests.reason', { reason: payment.rejectReason })}</p> : null}
            {payment.hasReceipt ? (
              <a href={receiptUrl(payment.id)} target="_blank" rel="noreferrer">
                {t('payment.requests.receipt')}
              </a>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
