import { Button, Space } from 'antd';
import type { TFunction } from 'i18next';

interface Decision<T> {
  approve: (row: T) => void;
  reject: (row: T) => void;
  /** The approving button's words when not "Approve" (publish, verify). */
  approveLabel?: string;
}

/** A queue's last column: approve, or reject (with a reason where the queue asks one). */
export function decisionColumn<T>(t: TFunction, { approve, reject, approveLabel = 'moderation.approve' }: Decision<T>) {
  return {
    key: 'actions',
    title: t('moderation.decision'),
    render: (_: unknown, row: T) => (
      <Space wrap>
        <Button type="primary" onClick={() => approve(row)}>
          {t(approveLabel)}
        </Button>
        <Button danger onClick={() => reject(row)}>
          {t('moderation.reject')}
        </Button>
      </Space>
    ),
  };
}
