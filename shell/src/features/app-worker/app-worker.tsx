import { useEffect, useRef } from 'react';
import { isOffline, renewPushForAccount, tellServiceWorker, useSession } from 'shared-contracts/react';
import { UpdateNotice } from './update-notice';

/** After the page's load, once the main thread is idle: the worker is nothing the first screen waits for. */
function whenInteractive(run: () => void): () => void {
  let idle: number | undefined;
  const start = () => (idle = (window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 1000)))(run, { timeout: 5000 }));
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
  return () => {
    window.removeEventListener('load', start);
    if (idle !== undefined) (window.cancelIdleCallback ?? window.clearTimeout)(idle);
  };
}

/**
 * The site as an app (README "The app offline"): registers the service worker when the page is
 * interactive, forgets the account's kept answers when its session ends or another account signs
 * in on this browser, gives this browser's push subscription to each session signed in, and shows
 * the new version's notice. Draws nothing until then, so a drawn
 * page hydrates as it was drawn.
 */
export function AppWorker() {
  const { user } = useSession();
  const account = useRef<number | null>(null);

  useEffect(() => {
    // A development build has no worker (npm run dev: its servers rebuild as the code changes).
    if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
    return whenInteractive(() => {
      void import(/* webpackChunkName: "app-worker" */ './register-worker').then(({ registerWorker }) => registerWorker()).catch(() => undefined);
    });
  }, []);

  useEffect(() => {
    const id = user?.id ?? null;
    // Offline, an unanswered session is no sign-out: what is kept stays readable.
    const ended = account.current !== null && id !== account.current && !(id === null && isOffline());
    if (ended) void tellServiceWorker({ type: 'SIGNED_OUT' });
    if (id !== null && id !== account.current) void renewPushForAccount(id).catch(() => undefined);
    if (id !== null || !isOffline()) account.current = id;
  }, [user]);

  return <UpdateNotice />;
}
