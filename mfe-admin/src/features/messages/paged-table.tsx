import { Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import type { ApiPage } from 'shared-contracts';
import { fetchPage } from '../../api/admin-api';

const PAGE_SIZE = 20;

/** A server-paginated admin table of `path` (JSON array + X-Total-Count); `onChanged` reloads it. */
export function PagedTable<T extends { id: number }>({ path, columns, testId }: { path: string; columns: TableColumnsType<T>; testId: string }) {
  const { t } = useTranslation('admin');
  const [page, setPage] = useState(1);
  const { data, isLoading } = useSWR<ApiPage<T>>([`${path}?page=${page}&pageSize=${PAGE_SIZE}`, 'page'], fetchPage);
  return (
    <Table<T>
      data-testid={testId}
      rowKey="id"
      size="small"
      loading={isLoading}
      dataSource={data?.items}
      columns={columns}
      scroll={{ x: true }}
      pagination={{ current: page, pageSize: PAGE_SIZE, total: data?.total ?? 0, onChange: setPage, showSizeChanger: false }}
      locale={{ emptyText: t('messages.empty') }}
    />
  );
}
