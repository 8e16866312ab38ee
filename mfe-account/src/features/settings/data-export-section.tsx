import { DownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import * as styles from './settings.module.css';

/** The right of access (law 18-07): everything the site keeps about the account, as a file. */
export function DataExportSection() {
  const { t } = useTranslation('account');
  return (
    <section className={styles.section} aria-labelledby="settings-export" data-testid="data-export">
      <h2 id="settings-export">{t('settings.export.title')}</h2>
      <p className={styles.lead}>
        {t('settings.export.lead')} <Link to="/privacy">{t('settings.export.privacy')}</Link>
      </p>
      {/* A plain download: the browser saves the file the API names. */}
      <Button href="/api/user/export" download icon={<DownloadOutlined />}>
        {t('settings.export.download')}
      </Button>
    </section>
  );
}
