import { useTranslation } from 'react-i18next';
import * as styles from './unread-badge.module.css';

/** Past this, the badge says "99+": its width stays that of a badge. */
const MOST_SHOWN = 99;

/**
 * The unread count beside Messages (`look="badge"`) or on the account menu's button (`look="dot"`):
 * the figure is drawn, and read out as words ("3 unread"). Nothing when all is read.
 */
export function UnreadBadge({ count, look = 'badge' }: { count: number; look?: 'badge' | 'dot' }) {
  const { t } = useTranslation('shell');
  if (count <= 0) return null;
  return (
    <span className={look === 'dot' ? styles.dot : styles.badge} data-testid={look === 'dot' ? 'unread-dot' : 'unread-badge'}>
      <span aria-hidden="true">{count > MOST_SHOWN ? `${MOST_SHOWN}+` : count}</span>
      <span className={styles.spoken}>{t('account.unread', { count })}</span>
    </span>
  );
}
