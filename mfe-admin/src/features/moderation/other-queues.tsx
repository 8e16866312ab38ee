import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatAgo, formatDzd, type AdminPaymentRequest, type OwnAdvisorProfile, type PendingBlogComment } from 'shared-contracts';
import { useLanguage } from 'shared-contracts/react';
import { ExportLink } from '../../components/export-link';
import { PagedTable } from '../../components/paged-table';
import { decisionColumn } from './decision-column';
import { ReasonDialog } from '../../components/reason-dialog';
import { approveComment, approvePayment, queuePath, receiptUrl, rejectComment, rejectPayment, verifyAdvisor } from './moderation-api';
import { useDecide } from './use-decide';

/** Blog comments of new members, waiting to be shown. */
export function PendingComments() {
  const { t } = useTranslation('admin');
  const { language } = useLanguage();
  const decide = useDecide('comments');
  const [refusing, setRefusing] = useState<PendingBlogComment | null>(null);
  return (
    <>
      <PagedTable<PendingBlogComment>
        path={queuePath('comments')}
        testId="queue-comments"
        columns={[
          { key: 'when', title: t('moderation.when'), render: (_, row) => formatAgo(row.createdAt, language) },
          { key: 'author', title: t('moderation.author'), render: (_, row) => <bdi>{`${row.author.firstName} ${row.author.lastName}`}</bdi> },
          { key: 'post', title: t('moderation.post'), render: (_, row) => <Link to={`/blog/${row.postSlug}`}>{row.postTitle}</Link> },
          { key: 'text', title: t('moderation.text'), dataIndex: 'body' },
          decisionColumn<PendingBlogComment>(t, { approve: (row) => void decide(() => approveComment(row.id), 'moderation.commentApproved'), reject: (row) => setRefusing(row) }),
        ]}
      />
      {refusing && (
        <ReasonDialog
          title={t('moderation.rejectComment')}
          onSubmit={(reason) => decide(() => rejectComment(refusing.id, reason), 'moderation.commentRejected')}
          onClose={() => setRefusing(null)}
        />
      )}
    </>
  );
}

/** Directory applications: the registration number and chamber to check before the profile goes public. */
export function AdvisorApplications() {
  const { t } = useTranslation('admin');
  const { language } = useLanguage();
  const decide = useDecide('advisors');
  const [refusing, setRefusing] = useState<OwnAdvisorProfile | null>(null);
  return (
    <>
      <PagedTable<OwnAdvisorProfile>
        path={queuePath('advisors')}
        testId="queue-advisors"
        columns={[
          { key: 'when', title: t('moderation.when'), render: (_, row) => formatAgo(row.createdAt, language) },
          { key: 'name', title: t('moderation.advisor'), render: (_, row) => <bdi>{row.name}</bdi> },
          {
            key: 'registration',
            title: t('moderation.registration'),
            render: (_, row) => (
              <>
                <bdi dir="ltr">{row.registrationNumber}</bdi>
                <div>{row.chamber}</div>
              </>
            ),
          },
          { key: 'phone', title: t('moderation.phone'), render: (_, row) => <bdi dir="ltr">{row.phone}</bdi> },
          decisionColumn<OwnAdvisorProfile>(t, {
            approve: (row) => void decide(() => verifyAdvisor(row.id, true), 'moderation.advisorVerified'),
            reject: (row) => setRefusing(row),
            approveLabel: 'moderation.verify',
          }),
        ]}
      />
      {refusing && (
        <ReasonDialog
          title={t('moderation.rejectAdvisor', { name: refusing.name })}
          onSubmit={(reason) => decide(() => verifyAdvisor(refusing.id, false, reason), 'moderation.advisorRejected')}
          onClose={() => setRefusing(null)}
        />
      )}
    </>
  );
}

/** Plan payments with a receipt: match the transfer, then approve (the plan starts) or refuse with the reason. */
export function PaymentRequests() {
  const { t } = useTranslation('admin');
  const { language } = useLanguage();
  const decide = useDecide('payments');
  const [refusing, setRefusing] = useState<AdminPaymentRequest | null>(null);
  return (
    <>
      <ExportLink table="payments" />
      <PagedTable<AdminPaymentRequest>
        path={queuePath('payments')}
        testId="queue-payments"
        columns={[
          { key: 'when', title: t('moderation.when'), render: (_, row) => formatAgo(row.submittedAt ?? row.createdAt, language) },
          { key: 'user', title: t('moderation.member'), render: (_, row) => <bdi dir="ltr">{row.user?.username ?? '—'}</bdi> },
          {
            key: 'plan',
            title: t('moderation.plan'),
            render: (_, row) => (
              <>
                {t(`moderation.plans.${row.plan}`)} · {formatDzd(row.amount, language)}
              </>
            ),
          },
          {
            key: 'reference',
            title: t('moderation.reference'),
            render: (_, row) => (
              <>
                <bdi dir="ltr">{row.reference}</bdi>
                <div>
                  <bdi dir="ltr">{row.transactionNumber}</bdi>
                </div>
              </>
            ),
          },
          {
            key: 'receipt',
            title: t('moderation.receipt'),
            render: (_, row) =>
              row.hasReceipt ? (
                <a href={receiptUrl(row.id)} target="_blank" rel="noreferrer">
                  {t('moderation.openReceipt')}
                </a>
              ) : (
                '—'
              ),
          },
          decisionColumn<AdminPaymentRequest>(t, { approve: (row) => void decide(() => approvePayment(row.id), 'moderation.paymentApproved'), reject: (row) => setRefusing(row) }),
        ]}
      />
      {refusing && (
        <ReasonDialog
          title={t('moderation.rejectPayment', { reference: refusing.reference })}
          onSubmit={(reason) => decide(() => rejectPayment(refusing.id, reason), 'moderation.paymentRejected')}
          onClose={() => setRefusing(null)}
        />
      )}
    </>
  );
}
