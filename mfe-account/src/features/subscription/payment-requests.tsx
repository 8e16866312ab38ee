import { List, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { formatDay, formatDzd, planLabel, type PaymentRequest, type PaymentStatus } from 'shared-contracts';
import { useLanguage } from 'shared-contracts/react';
import { fetchPayments, MY_PAYMENTS_URL, receiptUrl } from './plans-api';
import * as styles from './subscription.module.css';

const STATUS_COLOURS: Record<PaymentStatus, string> = { awaiting_receipt: 'default', pending: 'processing', approved: 'success', rejected: 'error' };

/** The member's payment requests and where each stands (the dashboard's subscription tab, the plans page). */
export function PaymentRequests() {
  const { t } = useTranslation('account');
  const { language } = useLanguage();
  const { data, error } = useSWR<PaymentRequest[], unknown>(MY_PAYMENTS_URL, fetchPayments);
  if (error || !data || data.length === 0) return null;
  return (
    <section className={styles.requests} aria-labelledby="payment-requests">
      <h3 id="payment-requests">{t('payment.requests.title')}</h3>
      <List
        dataSource={data}
        renderItem={(payment) => (
          <List.Item data-testid="payment-request">
            <List.Item.Meta
              title={
                <span>
                  {planLabel(payment.plan, language)} · <bdi>{formatDzd(payment.amount, language)}</bdi>{' '}
                  <Tag color={STATUS_COLOURS[payment.status]} data-testid="payment-status">
                    {t(`payment.status.${payment.status}`)}
                  </Tag>
                </span>
              }
              description={
                <>
                  <span>
                    {t('payment.requests.reference')} <bdi>{payment.reference}</bdi> · {formatDay(payment.submittedAt ?? payment.createdAt, language)}
                  </span>
                  {payment.status === 'approved' && payment.periodEnd ? <span> · {t('payment.requests.until', { date: formatDay(payment.periodEnd, language) })}</span> : null}
                  {payment.rejectReason ? <p className={styles.reason}>{t('payment.requests.reason', { reason: payment.rejectReason })}</p> : null}
                  {payment.hasReceipt ? (
                    <a href={receiptUrl(payment.id)} target="_blank" rel="noreferrer">
                      {t('payment.requests.receipt')}
                    </a>
                  ) : null}
                </>
              }
            />
          </List.Item>
        )}
      />
    </section>
  );
}
