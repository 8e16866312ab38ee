import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useHydrating, useSession } from 'shared-contracts/react';
import { isStaff } from 'shared-contracts';
import { ACCOUNT_LINKS, SIGN_IN_PATH } from '../../config/paths';
import { useSignOut } from '../../features/account/use-sign-out';
import { useUnreadMessages } from '../../features/account/use-unread-messages';
import { UserIcon } from '../icons/icons';
import { UnreadBadge } from '../unread-badge/unread-badge';
import * as styles from './account-menu.module.css';

/**
 * Sign-in icon when signed out; the visitor's menu when signed in, its button marked with the
 * unread conversations' count (seen without opening it); a placeholder until known, and while the
 * frame the portal drew for every visitor is hydrated.
 */
export function AccountMenu() {
  const { t } = useTranslation('shell');
  const { user, isLoading } = useSession();
  const hydrating = useHydrating();
  const [open, setOpen] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const signOut = useSignOut();
  const unread = useUnreadMessages();

  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !container.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', close);
    document.addEventListener('pointerdown', close);
    return () => {
      document.removeEventListener('keydown', close);
      document.removeEventListener('pointerdown', close);
    };
  }, [open]);

  if (isLoading || hydrating) return <span className={styles.placeholder} aria-hidden="true" />;
  if (!user) {
    return (
      <Link to={SIGN_IN_PATH} className={styles.iconButton} aria-label={t('nav.signIn')} title={t('nav.signIn')}>
        <UserIcon />
      </Link>
    );
  }
  return (
    <div ref={container} className={styles.container}>
      <button type="button" className={styles.trigger} aria-haspopup="menu" aria-expanded={open} onClick={() => setOpen(!open)}>
        <span className={styles.avatarPlace}>
          <span className={styles.avatar} aria-hidden="true">
            {user.firstName.charAt(0)}
          </span>
          <UnreadBadge count={unread} look="dot" />
        </span>
        <span className={styles.name}>{user.firstName}</span>
      </button>
      {open ? (
        <ul className={styles.menu} role="menu" aria-label={t('account.menu')}>
          {ACCOUNT_LINKS.filter((link) => !link.adminOnly || isStaff(user.role)).map((link) => (
            <li key={link.to} role="none">
              <Link role="menuitem" to={link.to} className={styles.item} onClick={() => setOpen(false)}>
                {t(link.label)}
                {link.unread ? <UnreadBadge count={unread} /> : null}
              </Link>
            </li>
          ))}
          <li role="none">
            <button type="button" role="menuitem" className={styles.item} onClick={() => void signOut().then(() => setOpen(false))}>
              {t('account.signOut')}
            </button>
          </li>
        </ul>
      ) : null}
    </div>
  );
}
