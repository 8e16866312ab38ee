import { Button, Input, Popconfirm, Select, Space, Switch, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { formatDay, SUBSCRIPTION_PLANS, USER_ROLES as ROLES, type AdminUser, type ApiPage, type SubscriptionPlanName, type UserRole } from 'shared-contracts';
import { apiErrorText, dropCached, toast, useLanguage, useSession } from 'shared-contracts/react';
import { fetchPage } from '../../api/admin-api';
import { PlanCell } from './plan-cell';
import { ExportLink } from '../../components/export-link';
import { AddUserDialog } from './add-user-dialog';
import { sendReset, setActive, setRole, USERS_PAGE_SIZE, USERS_PREFIX, usersParams, usersUrl, type RunAdminCall, type UserFilters } from './users-api';

/** The users table, searched and filtered on the server, with the changes only admins make. */
export function UsersTab() {
  const { t } = useTranslation('admin');
  const { language } = useLanguage();
  const { user: me } = useSession();
  const [filters, setFilters] = useState<UserFilters>({ q: '' });
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState(false);
  const { data, isLoading } = useSWR<ApiPage<AdminUser>>([usersUrl(filters, page), 'page'], fetchPage);
  const filter = (change: Partial<UserFilters>) => {
    setFilters((current) => ({ ...current, ...change }));
    setPage(1);
  };
  const run: RunAdminCall = async (call, done) => {
    try {
      await call();
      toast({ title: t(done) });
    } catch (error) {
      toast({ title: apiErrorText(t, error), variant: 'destructive' });
    }
    await dropCached(USERS_PREFIX);
  };
  const planOptions = SUBSCRIPTION_PLANS.map((plan) => ({ value: plan.value, label: plan[language] }));
  return (
    <>
      <Space wrap style={{ marginBlockEnd: 16 }}>
        <Input.Search placeholder={t('users.search')} aria-label={t('users.search')} allowClear onSearch={(q) => filter({ q })} style={{ width: 280 }} />
        <Select<UserRole>
          allowClear
          placeholder={t('users.role')}
          aria-label={t('users.role')}
          style={{ minWidth: 140 }}
          onChange={(role) => filter({ role })}
          options={ROLES.map((role) => ({ value: role, label: t(`users.roles.${role}`) }))}
        />
        <Select<string>
          allowClear
          placeholder={t('users.state')}
          aria-label={t('users.state')}
          style={{ minWidth: 140 }}
          onChange={(value) => filter({ active: value === undefined ? undefined : value === 'active' })}
          options={[
            { value: 'active', label: t('users.active') },
            { value: 'inactive', label: t('users.inactive') },
          ]}
        />
        <Select<SubscriptionPlanName>
          allowClear
          placeholder={t('users.plan')}
          aria-label={t('users.plan')}
          style={{ minWidth: 140 }}
          onChange={(plan) => filter({ plan })}
          options={planOptions}
        />
        <ExportLink table="users" params={usersParams(filters)} />
        <Button type="primary" onClick={() => setAdding(true)}>
          {t('users.add')}
        </Button>
      </Space>
      {adding && <AddUserDialog onClose={() => setAdding(false)} onAdded={() => void dropCached(USERS_PREFIX)} />}
      <Table<AdminUser>
        data-testid="users-table"
        rowKey="id"
        size="small"
        loading={isLoading}
        dataSource={data?.items}
        scroll={{ x: true }}
        pagination={{ current: page, pageSize: USERS_PAGE_SIZE, total: data?.total ?? 0, onChange: setPage, showSizeChanger: false }}
        locale={{ emptyText: t('users.empty') }}
        columns={[
          { key: 'name', title: t('users.name'), render: (_, row) => <bdi>{`${row.firstName} ${row.lastName}`}</bdi> },
          { key: 'username', title: t('users.username'), render: (_, row) => <bdi dir="ltr">{row.username}</bdi> },
          { key: 'email', title: t('users.email'), render: (_, row) => <bdi dir="ltr">{row.email}</bdi> },
          {
            key: 'role',
            title: t('users.role'),
            render: (_, row) => (
              <Select<UserRole>
                value={row.role}
                disabled={row.id === me?.id}
                aria-label={t('users.roleOf', { name: row.username })}
                style={{ minWidth: 120 }}
                onChange={(role) => void run(() => setRole(row.id, role), 'users.saved')}
                options={ROLES.map((role) => ({ value: role, label: t(`users.roles.${role}`) }))}
              />
            ),
          },
          { key: 'plan', title: t('users.plan'), render: (_, row) => <PlanCell user={row} onChange={run} /> },
          { key: 'listings', title: t('users.listings'), dataIndex: 'listingsCount' },
          { key: 'joined', title: t('users.joined'), render: (_, row) => formatDay(row.createdAt, language) },
          {
            key: 'active',
            title: t('users.state'),
            render: (_, row) => (
              <Switch
                checked={row.isActive}
                disabled={row.id === me?.id}
                aria-label={t('users.activeOf', { name: row.username })}
                onChange={(active) => void run(() => setActive(row.id, active), active ? 'users.activated' : 'users.deactivated')}
              />
            ),
          },
          {
            key: 'reset',
            title: t('users.password'),
            render: (_, row) => (
              <Popconfirm title={t('users.resetConfirm', { email: row.email })} onConfirm={() => void run(() => sendReset(row.id), 'users.resetSent')}>
                <Button type="link">{t('users.reset')}</Button>
              </Popconfirm>
            ),
          },
        ]}
      />
    </>
  );
}
