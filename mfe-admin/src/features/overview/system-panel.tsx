import { useTranslation } from 'react-i18next';
import type { SystemHealth } from 'shared-contracts';
import { useLanguage } from 'shared-contracts/react';
import { Panel } from '../../components/panel';
import { readableBytes, readableDuration } from './readable';
import * as styles from './overview-tab.module.css';

/** The running site as it is: storage, the job queue, this instance's uptime and version. */
export function SystemPanel({ system }: { system: SystemHealth }) {
  const { t } = useTranslation('admin');
  const { language } = useLanguage();
  const rows = [
    { key: 'db', label: t('overview.system.database'), value: <bdi dir="ltr">{readableBytes(system.databaseBytes, language)}</bdi> },
    { key: 'uploads', label: t('overview.system.uploads'), value: <bdi dir="ltr">{readableBytes(system.uploadsBytes, language)}</bdi> },
    { key: 'queue', label: t('overview.system.queue'), value: t('overview.system.jobs', { count: system.queueBacklog }) },
    { key: 'failed', label: t('overview.system.failed'), value: t('overview.system.jobs', { count: system.failedJobs }) },
    { key: 'uptime', label: t('overview.system.uptime'), value: readableDuration(system.uptimeSeconds, language) },
    { key: 'version', label: t('overview.system.version'), value: <bdi dir="ltr">{system.version}</bdi> },
  ];
  return (
    <Panel title={t('overview.system.title')} testId="system-panel">
      <dl className={styles.facts}>
        {rows.map(({ key, label, value }) => (
          <div key={key}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </Panel>
  );
}
