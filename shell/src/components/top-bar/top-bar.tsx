import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { NAV_LINKS } from '../../config/paths';
import { AccountMenu } from '../account-menu/account-menu';
import { MenuIcon } from '../icons/icons';
import { LanguageToggle } from '../language-toggle/language-toggle';
import { MobileDrawer } from '../mobile-drawer/mobile-drawer';
import { Logo } from './logo';
import { useScrolledPast } from './use-scrolled-past';
import * as styles from './top-bar.module.css';

const SCROLL_THRESHOLD_PX = 50;

/** Transparent over the home page's hero until the page is scrolled more than 50 px. */
export function TopBar({ overHero }: { overHero: boolean }) {
  const { t } = useTranslation('shell');
  const [menuOpen, setMenuOpen] = useState(false);
  const scrolled = useScrolledPast(SCROLL_THRESHOLD_PX);
  const transparent = overHero && !scrolled;
  return (
    <header className={`${styles.bar} ${transparent ? styles.transparent : styles.solid}`} data-transparent={transparent}>
      <Logo />
      <nav className={styles.links} aria-label={t('nav.label')}>
        {NAV_LINKS.map((link) => (
          <NavLink key={link.to} to={link.to} end className={({ isActive }) => (isActive ? styles.active : styles.link)}>
            {t(link.label)}
          </NavLink>
        ))}
      </nav>
      <div className={styles.actions}>
        <LanguageToggle className={styles.language} />
        <AccountMenu />
        <button type="button" className={styles.menuButton} aria-label={t('nav.openMenu')} aria-expanded={menuOpen} onClick={() => setMenuOpen(true)}>
          <MenuIcon />
        </button>
      </div>
      <MobileDrawer open={menuOpen} onClose={() => setMenuOpen(false)} />
    </header>
  );
}
