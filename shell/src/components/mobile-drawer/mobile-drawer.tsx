import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { useSession } from 'shared-contracts/react';
import { isStaff } from 'shared-contracts';
import { ACCOUNT_LINKS, DRAWER_LINKS, SIGN_IN_PATH } from '../../config/paths';
import { useSignOut } from '../../features/account/use-sign-out';
import { useUnreadMessages } from '../../features/account/use-unread-messages';
import { CloseIcon } from '../icons/icons';
import { LanguageToggle } from '../language-toggle/language-toggle';
import { UnreadBadge } from '../unread-badge/unread-badge';
import * as styles from './mobile-drawer.module.css';

/** The small-screen menu: all seven links, the account's (Messages with its unread count) and the language toggle; Escape or a choice closes it. */
export function MobileDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('shell');
  const closeButton = useRef<HTMLButtonElement>(null);
  const { user } = useSession();
  const signOut = useSignOut();
  const unread = useUnreadMessages();

  useEffect(() => {
    if (!open) return;
    closeButton.current?.focus();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, onClose]);

  if (!open) return null;
  return (
    // A click on the backdrop, beside the drawer, closes it, for the mouse; Escape and the close button do it for the keyboard.
    <div className={styles.backdrop} role="presentation" onClick={(event) => event.target === event.currentTarget && onClose()}>
      <div className={styles.drawer} role="dialog" aria-modal="true" aria-label={t('nav.menu')}>
        <button ref={closeButton} type="button" className={styles.close} aria-label={t('nav.closeMenu')} onClick={onClose}>
          <CloseIcon />
        </button>
        <nav className={styles.links} aria-label={t('nav.label')}>
          {DRAWER_LINKS.map((link) => (
            <NavLink key={link.to} to={link.to} end onClick={onClose} className={({ isActive }) => (isActive ? styles.active : styles.link)}>
              {t(link.label)}
            </NavLink>
          ))}
        </nav>
        <nav className={styles.account} aria-label={t('account.menu')}>
          {user ? (
            <>
              {ACCOUNT_LINKS.filter((link) => !link.adminOnly || isStaff(user.role)).map((link) => (
                <NavLink key={link.to} to={link.to} onClick={onClose} className={({ isActive }) => (isActive ? styles.active : styles.link)}>
                  {t(link.label)}
                  {link.unread ? <UnreadBadge count={unread} /> : null}
                </NavLink>
              ))}
              <button type="button" className={styles.link} onClick={() => void signOut().then(onClose)}>
                {t('account.signOut')}
              </button>
            </>
          ) : (
            <NavLink to={SIGN_IN_PATH} onClick={onClose} className={styles.link}>
              {t('nav.signIn')}
            </NavLink>
          )}
        </nav>
        <LanguageToggle className={styles.language} />
      </div>
    </div>
  );
}
