import { Card, Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SystemHealth } from 'shared-contracts';
import { useLanguage } from 'shared-contracts/react';
import { readableBytes, readableDuration } from './readable';

/** The running site as it is: storage, the job queue, this instance's uptime and version. */
export function SystemPanel({ system }: { system: SystemHealth }) {
  const { t } = useTranslation('admin');
  const { language } = useLanguage();
  return (
    <Card title={t('overview.system.title')} data-testid="system-panel">
      <Descriptions
        column={1}
        size="small"
        items={[
          { key: 'db', label: t('overview.system.database'), children: <bdi dir="ltr">{readableBytes(system.databaseBytes, language)}</bdi> },
          { key: 'uploads', label: t('overview.system.uploads'), children: <bdi dir="ltr">{readableBytes(system.uploadsBytes, language)}</bdi> },
          { key: 'queue', label: t('overview.system.queue'), children: t('overview.system.jobs', { count: system.queueBacklog }) },
          { key: 'failed', label: t('overview.system.failed'), children: t('overview.system.jobs', { count: system.failedJobs }) },
          { key: 'uptime', label: t('overview.system.uptime'), children: readableDuration(system.uptimeSeconds, language) },
          { key: 'version', label: t('overview.system.version'), children: <bdi dir="ltr">{system.version}</bdi> },
        ]}
      />
    </Card>
  );
}
