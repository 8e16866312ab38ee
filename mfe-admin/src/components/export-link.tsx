import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { EXPORT_TABLES, type ExportTable } from 'shared-contracts';
import { useLanguage } from 'shared-contracts/react';
import * as styles from './export-link.module.css';

/** The table as it is filtered now, as a CSV file (the server streams it; Excel reads its Arabic). */
export function ExportLink({ table, params }: { table: ExportTable; params?: URLSearchParams }) {
  const { t } = useTranslation('admin');
  const { language } = useLanguage();
  const query = new URLSearchParams(params);
  query.set('lang', language);
  return (
    <a className={styles.link} href={`${EXPORT_TABLES[table]}?${query}`} download data-testid={`export-${table}`}>
      <DownloadOutlined aria-hidden="true" /> {t('export.csv')}
    </a>
  );
}
