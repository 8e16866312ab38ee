import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useAccountLanguage } from '../../features/account/account-language';
import { usePlanNotice } from '../../features/account/plan-notice';
import { Footer } from '../footer/footer';
import { TopBar } from '../top-bar/top-bar';
import * as styles from './frame.module.css';

/** The frame every page shares: antd-free, so it paints before any area's code arrives. */
export function Frame() {
  const { pathname } = useLocation();
  const home = pathname === '/';
  useAccountLanguage();
  usePlanNotice();
  useEffect(() => {
    window.scrollTo(0, 0); // a new page starts at its top (recent browsers return a promise here: not a cleanup)
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
