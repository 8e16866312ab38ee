import { useEffect, useEffectEvent, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { AccountEffects } from '../../features/account/account-effects';
import { AppWorker } from '../../features/app-worker/app-worker';
import { Footer } from '../footer/footer';
import { TopBar } from '../top-bar/top-bar';
import * as styles from './frame.module.css';

/** The frame every page shares: antd-free, so it paints before any area's code arrives. */
export function Frame() {
  const { pathname, hash } = useLocation();
  const home = pathname === '/';
  const arrivedAt = useRef<string | null>(pathname);
  // A new page starts at its top, unless its address names a place in it (recent browsers return a promise here: not a cleanup).
  // Read when the page changes: the place alone changing (a link within the page) is no new page.
  const toTop = useEffectEvent(() => {
    if (!hash) window.scrollTo(0, 0);
  });
  useEffect(() => {
    // The page the visitor arrived on is where the browser put it (a reload keeps its place); scrolling
    // it here would also make the browser lay out the whole page inside the takeover's task.
    if (arrivedAt.current === pathname) return;
    arrivedAt.current = null;
    toTop();
  }, [pathname]);
  return (
    <div className={styles.frame}>
      <AccountEffects />
      <TopBar overHero={home} />
      <main id="main" className={home ? styles.mainUnderBar : styles.main}>
        <Outlet />
      </main>
      <Footer />
      <AppWorker />
    </div>
  );
}
