import { Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import type { ApiPage } from 'shared-contracts';
import { fetchPage } from '../api/admin-api';

const PAGE_SIZE = 20;

/** A server-paginated admin table of `path` (JSON array + X-Total-Count); dropCached(path) reloads it. */
interface PagedTableProps<T> {
  path: string;
  columns: TableColumnsType<T>;
  testId: string;
  /** Rows' keys, when ids repeat (topics and replies in one list). */
  rowKey?: (row: T) => string;
}

export function PagedTable<T extends { id: number }>({ path, columns, testId, rowKey }: PagedTableProps<T>) {
  const { t } = useTranslation('admin');
  const [page, setPage] = useState(1);
  const { data, isLoading } = useSWR<ApiPage<T>>([`${path}${path.includes('?') ? '&' : '?'}page=${page}&pageSize=${PAGE_SIZE}`, 'page'], fetchPage);
  return (
    <Table<T>
      data-testid={testId}
      rowKey={rowKey ?? 'id'}
      size="small"
      loading={isLoading}
      dataSource={data?.items}
      columns={columns}
      scroll={{ x: true }}
      pagination={{ current: page, pageSize: PAGE_SIZE, total: data?.total ?? 0, onChange: setPage, showSizeChanger: false }}
      locale={{ emptyText: t('common.empty') }}
    />
  );
}
