import { Button, Popconfirm, Space, Tag } from 'antd';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { formatAgo, type Language } from 'shared-contracts';

interface Report {
  createdAt: string;
  reason: string;
  details: string | null;
  reporterName: string;
  status: string;
}

interface Settle<T> {
  /** The reasons' translation keys: `${reasons}.${row.reason}`. */
  reasons: string;
  /** The column showing what was reported. */
  subject: { title: string; render: (row: T) => ReactNode };
  /**
   * Acting on the report (hide the message, pause the listing), its button's words, and the
   * question asked first when the act cannot be taken back (closing a conversation for both members).
   */
  act: { label: string; run: (row: T) => void; confirm?: string };
  dismiss: (row: T) => void;
  /** A settled report's status words: `${settled}.${row.status}`. */
  settled: string;
}

/** A reports queue's columns: when, why, what, who; then act on it or dismiss it, or what was decided. */
export function reportColumns<T extends Report>(t: TFunction, language: Language, { reasons, subject, act, dismiss, settled }: Settle<T>) {
  return [
    { key: 'when', title: t('moderation.when'), render: (_: unknown, row: T) => formatAgo(row.createdAt, language) },
    {
      key: 'reason',
      title: t('moderation.reason'),
      render: (_: unknown, row: T) => (
        <>
          {t(`${reasons}.${row.reason}`)}
          {row.details && <div>{row.details}</div>}
        </>
      ),
    },
    { key: 'subject', title: subject.title, render: (_: unknown, row: T) => subject.render(row) },
    { key: 'by', title: t('moderation.reporter'), render: (_: unknown, row: T) => <bdi>{row.reporterName}</bdi> },
    {
      key: 'actions',
      title: t('moderation.decision'),
      render: (_: unknown, row: T) =>
        row.status === 'open' ? (
          <Space wrap>
            {act.confirm ? (
              <Popconfirm title={act.confirm} okText={act.label} okButtonProps={{ danger: true }} onConfirm={() => act.run(row)}>
                <Button danger>{act.label}</Button>
              </Popconfirm>
            ) : (
              <Button danger onClick={() => act.run(row)}>
                {act.label}
              </Button>
            )}
            <Button onClick={() => dismiss(row)}>{t('moderation.dismiss')}</Button>
          </Space>
        ) : (
          <Tag>{t(`${settled}.${row.status}`)}</Tag>
        ),
    },
  ];
}
