import { useTranslation } from 'react-i18next';
import type { SaveStatus } from './use-draft-autosave';
import * as styles from './editor-form.module.css';

/** Whether the server has the latest form, said where the owner looks before leaving. */
export function SaveState({ status }: { status: SaveStatus }) {
  const { t } = useTranslation('account');
  if (status === 'idle') return <span className={styles.saveState} />;
  return (
    <span className={status === 'offline' || status === 'refused' ? styles.saveStateOffline : styles.saveState} role="status" data-testid="save-state" data-status={status}>
      {t(`editor.saveState.${status}`)}
    </span>
  );
}
