import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useAccountLanguage } from '../../features/account/account-language';
import { usePlanNotice } from '../../features/account/plan-notice';
import { Footer } from '../footer/footer';
import { TopBar } from '../top-bar/top-bar';
import * as styles from './frame.module.css';

/** The frame every page shares: antd-free, so it paints before any area's code arrives. */
export function Frame() {
  const { pathname, hash } = useLocation();
  const home = pathname === '/';
  useAccountLanguage();
  usePlanNotice();
  useEffect(() => {
    // A new page starts at its top, unless its address names a place in it (recent browsers return a promise here: not a cleanup).
    if (!hash) window.scrollTo(0, 0);
  }, [pathname]);
  return (
    <div className={styles.frame}>
      <TopBar overHero={home} />
      <main id="main" className={home ? styles.mainUnderBar : styles.main}>
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
