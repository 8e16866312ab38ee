import { useTranslation } from 'react-i18next';
import { useWorkerUpdate } from './worker-update';
import * as styles from './update-notice.module.css';

/** A quiet line while a new version waits: taken when the visitor says so, else at their next visit. */
export function UpdateNotice() {
  const { t } = useTranslation('shell');
  const takeNewVersion = useWorkerUpdate((state) => state.takeNewVersion);
  const dismissed = useWorkerUpdate((state) => state.dismissed);
  if (!takeNewVersion || dismissed) return null;
  return (
    <div className={styles.notice} role="status" data-testid="update-notice">
      <p className={styles.text}>{t('appWorker.updateReady')}</p>
      <button type="button" className={styles.reload} onClick={takeNewVersion}>
        {t('appWorker.reload')}
      </button>
      <button type="button" className={styles.later} onClick={() => useWorkerUpdate.setState({ dismissed: true })}>
        {t('appWorker.later')}
      </button>
    </div>
  );
}
