import { Button, Input, Popconfirm, Select, Space, Switch, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADVISOR_PROFESSIONS, COMMUNES, labelOf, TAG_COLOURS, type AdvisorStatus, type OwnAdvisorProfile } from 'shared-contracts';
import { dropCached, useLanguage } from 'shared-contracts/react';
import { PagedTable } from '../../components/paged-table';
import { runAdminCall, type AdminCall } from '../../components/run-admin-call';
import { AddAdvisorDialog } from './add-advisor-dialog';
import { ADVISORS_PREFIX, advisorsPath, deleteAdvisor, setVerified } from './advisors-api';

const STATUSES: AdvisorStatus[] = ['pending', 'verified', 'rejected'];
const STATUS_COLOURS: Record<AdvisorStatus, string> = { pending: TAG_COLOURS.gold, verified: TAG_COLOURS.green, rejected: TAG_COLOURS.red };

/** The directory's profiles from the database: verify, delete, or add one the team checked. */
export function AdvisorsTab() {
  const { t } = useTranslation('admin');
  const { language } = useLanguage();
  const [q, setQ] = useState('');
  const [status, setStatus] = useState<AdvisorStatus>();
  const [adding, setAdding] = useState(false);
  const run = (call: AdminCall, done: string) => runAdminCall(t, call, done, ADVISORS_PREFIX, '/api/admin/moderation');
  return (
    <>
      <Space wrap style={{ marginBlockEnd: 16 }}>
        <Input.Search placeholder={t('advisors.search')} aria-label={t('advisors.search')} allowClear onSearch={setQ} style={{ width: 260 }} />
        <Select<AdvisorStatus>
          allowClear
          placeholder={t('advisors.status')}
          aria-label={t('advisors.status')}
          style={{ minWidth: 140 }}
          onChange={setStatus}
          options={STATUSES.map((value) => ({ value, label: t(`advisors.statuses.${value}`) }))}
        />
        <Button type="primary" onClick={() => setAdding(true)}>
          {t('advisors.add')}
        </Button>
      </Space>
      {adding && <AddAdvisorDialog onClose={() => setAdding(false)} onAdded={() => void dropCached(ADVISORS_PREFIX)} />}
      <PagedTable<OwnAdvisorProfile>
        path={advisorsPath(q, status)}
        testId="advisors-table"
        columns={[
          { key: 'name', title: t('advisors.name'), render: (_, row) => <bdi>{row.name}</bdi> },
          { key: 'profession', title: t('advisors.profession'), render: (_, row) => labelOf(ADVISOR_PROFESSIONS, row.profession, language) },
          { key: 'commune', title: t('advisors.commune'), render: (_, row) => labelOf(COMMUNES, row.commune, language) },
          { key: 'registration', title: t('advisors.registration'), render: (_, row) => <bdi dir="ltr">{row.registrationNumber}</bdi> },
          { key: 'phone', title: t('advisors.phone'), render: (_, row) => <bdi dir="ltr">{row.phone}</bdi> },
          { key: 'status', title: t('advisors.status'), render: (_, row) => <Tag color={STATUS_COLOURS[row.status]}>{t(`advisors.statuses.${row.status}`)}</Tag> },
          {
            key: 'verified',
            title: t('advisors.verified'),
            render: (_, row) => (
              <Switch
                checked={row.status === 'verified'}
                aria-label={t('advisors.verifiedOf', { name: row.name })}
                onChange={(verified) => void run(() => setVerified(row.id, verified), verified ? 'advisors.verifiedOn' : 'advisors.verifiedOff')}
              />
            ),
          },
          {
            key: 'delete',
            title: t('advisors.actions'),
            render: (_, row) => (
              <Popconfirm
                title={t('advisors.deleteConfirm', { name: row.name })}
                okButtonProps={{ danger: true }}
                onConfirm={() => void run(() => deleteAdvisor(row.id), 'advisors.deleted')}
              >
                <Button type="link" danger>
                  {t('advisors.delete')}
                </Button>
              </Popconfirm>
            ),
          },
        ]}
      />
    </>
  );
}
