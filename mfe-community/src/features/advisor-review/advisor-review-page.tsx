import { Alert, Button, Input, List, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import useSWR from 'swr';
import { ADVISOR_PROFESSIONS, COMMUNES, formatDay, labelOf, type OwnAdvisorProfile } from 'shared-contracts';
import { PageHero, apiErrorText, useLanguage, useSession } from 'shared-contracts/react';
import * as styles from '../../components/community.module.css';
import { useAction } from '../../lib/use-action';
import { decide, fetchApplications, PENDING_URL } from './review-api';

/**
 * /advisors/review (admins): the applications waiting for the registration-number check. Verify
 * makes the profile public with its badge; Refuse keeps it out, with a note the applicant reads.
 */
export function AdvisorReviewPage() {
  const { t } = useTranslation('community');
  const { user, isLoading } = useSession();
  const admin = user?.role === 'admin';
  const { data, error } = useSWR(admin ? PENDING_URL : null, fetchApplications);
  const title = t('review.title');
  const crumbs = [{ label: t('breadcrumb.home'), to: '/' }, { label: t('advisors.title'), to: '/advisors' }, { label: title }];
  return (
    <>
      <PageHero title={title} crumbs={crumbs} />
      <div className={styles.page} style={{ maxInlineSize: 960 }}>
        {isLoading ? null : !admin ? (
          <Alert type="warning" showIcon title={t('review.adminsOnly')} />
        ) : error ? (
          <Alert type="error" showIcon title={apiErrorText(t, error)} />
        ) : (
          <List
            loading={!data}
            dataSource={data?.items ?? []}
            locale={{ emptyText: t('review.empty') }}
            renderItem={(application) => <Application application={application} />}
          />
        )}
      </div>
    </>
  );
}

function Application({ application }: { application: OwnAdvisorProfile }) {
  const { t } = useTranslation('community');
  const { language } = useLanguage();
  const run = useAction();
  const [note, setNote] = useState('');
  return (
    <List.Item data-testid="application">
      <div style={{ display: 'flex', flexDirection: 'column', gap: 8, inlineSize: '100%' }}>
        <Space wrap>
          <strong>
            <bdi>{application.name}</bdi>
          </strong>
          <Tag>{labelOf(ADVISOR_PROFESSIONS, application.profession, language)}</Tag>
          <span className={styles.muted}>{labelOf(COMMUNES, application.commune, language)}</span>
          <span className={styles.muted}>{formatDay(application.createdAt, language)}</span>
        </Space>
        <dl className={styles.facts}>
          <div>
            <dt>{t('advisor.registration')}</dt>
            <dd>
              <bdi>{application.registrationNumber}</bdi>
            </dd>
          </div>
          <div>
            <dt>{t('advisor.chamber')}</dt>
            <dd>
              <bdi>{application.chamber}</bdi>
            </dd>
          </div>
          <div>
            <dt>{t('apply.fields.phone')}</dt>
            <dd>
              <bdi dir="ltr">{application.phone}</bdi>
            </dd>
          </div>
        </dl>
        <Link to={`/advisors/${application.id}`}>{t('review.profile')}</Link>
        <Input.TextArea rows={2} maxLength={500} value={note} onChange={(event) => setNote(event.target.value)} placeholder={t('review.notePlaceholder')} aria-label={t('review.note')} dir="auto" />
        <Space>
          <Button type="primary" onClick={() => void run(() => decide(application.id, { verified: true, note: note || undefined }), t('review.verified'))}>
            {t('review.verify')}
          </Button>
          <Button danger onClick={() => void run(() => decide(application.id, { verified: false, note: note || undefined }), t('review.refused'))}>
            {t('review.refuse')}
          </Button>
        </Space>
      </div>
    </List.Item>
  );
}
