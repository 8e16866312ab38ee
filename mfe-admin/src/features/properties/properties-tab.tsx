import { Button, Popconfirm, Select, Space, Switch, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import useSWR from 'swr';
import {
  ADMIN_PROPERTY_ACTIONS,
  ADMIN_SETTABLE_STATUSES,
  COMMUNES,
  formatDay,
  formatPrice,
  labelOf,
  localTitle,
  type AdminProperty,
  type AdminPropertyAction,
  type AdminSettableStatus,
  type ApiPage,
  type Id,
} from 'shared-contracts';
import { toast, useLanguage } from 'shared-contracts/react';
import { fetchPage } from '../../api/admin-api';
import { ExportLink } from '../../components/export-link';
import { runAdminCall, type AdminCall } from '../../components/run-admin-call';
import { AddPropertyDialog } from './add-property-dialog';
import { PropertyFilters } from './property-filters';
import {
  bulkAction,
  deleteProperty,
  PROPERTIES_PAGE_SIZE,
  PROPERTIES_PREFIX,
  propertiesUrl,
  propertyParams,
  setFeatured,
  setStatus,
  type PropertyFilters as Filters,
} from './properties-api';

const isSettable = (status: string): status is AdminSettableStatus => (ADMIN_SETTABLE_STATUSES as readonly string[]).includes(status);

/** Every listing, searched and filtered on the server; one row's changes, or one action on the selected rows. */
export function PropertiesTab() {
  const { t } = useTranslation('admin');
  const { language } = useLanguage();
  const [filters, setFilters] = useState<Filters>({ q: '', owner: '' });
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<Id[]>([]);
  const [bulk, setBulk] = useState<AdminPropertyAction>();
  const [adding, setAdding] = useState(false);
  const { data, isLoading } = useSWR<ApiPage<AdminProperty>>([propertiesUrl(filters, page), 'page'], fetchPage);
  const filter = (change: Partial<Filters>) => {
    setFilters((current) => ({ ...current, ...change }));
    setPage(1);
    setSelected([]);
  };
  const run = (call: AdminCall, done: string) => runAdminCall(t, call, done, PROPERTIES_PREFIX, '/api/properties');
  const runBulk = async () => {
    if (!bulk) return;
    let skipped = 0;
    const ok = await run(async () => {
      skipped = (await bulkAction(selected, bulk)).skipped.length;
    }, 'properties.bulkDone');
    if (ok && skipped) toast({ title: t('properties.bulkSkipped', { count: skipped }), variant: 'destructive' });
    if (ok) setSelected([]);
  };
  const title = (row: AdminProperty) => localTitle(row, language);

  return (
    <>
      <PropertyFilters onChange={filter} />
      <Space wrap style={{ marginBlockEnd: 12 }}>
        <Select<AdminPropertyAction>
          placeholder={t('properties.bulk')}
          aria-label={t('properties.bulk')}
          value={bulk}
          onChange={setBulk}
          style={{ minWidth: 180 }}
          options={ADMIN_PROPERTY_ACTIONS.map((value) => ({ value, label: t(`properties.actions.${value}`) }))}
        />
        <Popconfirm title={t('properties.bulkConfirm', { count: selected.length })} onConfirm={() => void runBulk()} disabled={!bulk || selected.length === 0}>
          <Button disabled={!bulk || selected.length === 0} danger={bulk === 'delete'}>
            {t('properties.apply', { count: selected.length })}
          </Button>
        </Popconfirm>
        <ExportLink table="properties" params={propertyParams(filters)} />
        <Button type="primary" onClick={() => setAdding(true)}>
          {t('properties.add')}
        </Button>
      </Space>
      {adding && <AddPropertyDialog onClose={() => setAdding(false)} />}
      <Table<AdminProperty>
        data-testid="properties-table"
        rowKey="id"
        size="small"
        loading={isLoading}
        dataSource={data?.items}
        scroll={{ x: true }}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys as Id[]) }}
        pagination={{ current: page, pageSize: PROPERTIES_PAGE_SIZE, total: data?.total ?? 0, onChange: setPage, showSizeChanger: false }}
        locale={{ emptyText: t('properties.empty') }}
        columns={[
          { key: 'title', title: t('properties.title'), render: (_, row) => <Link to={`/property/${row.id}`}>{title(row)}</Link> },
          { key: 'commune', title: t('properties.commune'), render: (_, row) => (row.commune ? labelOf(COMMUNES, row.commune, language) : '—') },
          { key: 'price', title: t('properties.price'), render: (_, row) => formatPrice(row.price, row.priceUnit, language) },
          { key: 'owner', title: t('properties.ownerColumn'), render: (_, row) => <bdi dir="ltr">{row.owner.username}</bdi> },
          {
            key: 'status',
            title: t('properties.status'),
            render: (_, row) => (
              <Select<string>
                value={row.status}
                aria-label={t('properties.statusOf', { title: title(row) })}
                style={{ minWidth: 130 }}
                onChange={(status) => isSettable(status) && void run(() => setStatus(row.id, status), 'properties.saved')}
                options={[...new Set([row.status, ...ADMIN_SETTABLE_STATUSES])].map((value) => ({ value, label: t(`properties.statuses.${value}`), disabled: !isSettable(value) }))}
              />
            ),
          },
          {
            key: 'featured',
            title: t('properties.featured'),
            render: (_, row) => (
              <Switch
                checked={row.isFeatured}
                aria-label={t('properties.featuredOf', { title: title(row) })}
                onChange={(featured) => void run(() => setFeatured(row.id, featured), featured ? 'properties.featuredOn' : 'properties.featuredOff')}
              />
            ),
          },
          { key: 'views', title: t('properties.views'), dataIndex: 'viewCount' },
          { key: 'created', title: t('properties.created'), render: (_, row) => formatDay(row.createdAt, language) },
          {
            key: 'actions',
            title: t('properties.actionsTitle'),
            render: (_, row) => (
              <Space>
                <Link to={`/dashboard/listings/${row.id}/edit`}>{t('properties.edit')}</Link>
                <Popconfirm
                  title={t('properties.deleteConfirm', { title: title(row) })}
                  okButtonProps={{ danger: true }}
                  onConfirm={() => void run(() => deleteProperty(row.id), 'properties.deleted')}
                >
                  <Button type="link" danger>
                    {t('properties.delete')}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
    </>
  );
}
