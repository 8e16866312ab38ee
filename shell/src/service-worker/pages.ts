import { APP_SHELL_PATH, WORKER_CACHES } from 'shared-contracts/offline';
import { matchPrecache } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { keepWhenAllowed } from './cacheable';

/** A slow connection gets the page kept last time instead of a blank wait. */
const NETWORK_TIMEOUT_SECONDS = 4;

const pages = new NetworkFirst({
  cacheName: WORKER_CACHES.pages,
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  // The pages' HTML varies by the language cookie, which a worker's request never shows.
  matchOptions: { ignoreVary: true },
  plugins: [keepWhenAllowed('any'), new ExpirationPlugin({ maxEntries: 40, purgeOnQuotaError: true })],
});

/**
 * A page: the network's (kept for next time), else the one kept last time, else the frame alone
 * (APP_SHELL_PATH, precached), which draws the page in the browser from the answers the worker
 * kept — and, for what it has not kept, the site's offline page in the visitor's language.
 * Not the API's downloads nor files opened in a tab (their paths end in an extension).
 */
export function routePages(): void {
  registerRoute(
    new NavigationRoute(
      async (options) => {
        try {
          const response = await pages.handle(options);
          if (response.type !== 'error') return response;
        } catch {
          // Offline and never kept: the frame below.
        }
        return (await matchPrecache(APP_SHELL_PATH)) ?? Response.error();
      },
      { denylist: [/^\/api\//, /\.[a-z0-9]+$/i] },
    ),
  );
}

/**
 * The page a first visit arrived on, fetched again now that there is a worker: its code took the
 * page over before the worker was there, so the next visit offline would otherwise start from
 * the frame alone, without the page's data.
 */
export async function keepPage(url: string): Promise<void> {
  const cache = await caches.open(WORKER_CACHES.pages);
  if (await cache.match(url, { ignoreVary: true })) return;
  const response = await fetch(url, { credentials: 'include', headers: { Accept: 'text/html' } }).catch(() => null);
  if (response?.status === 200 && response.headers.get('Content-Type')?.startsWith('text/html')) await cache.put(url, response);
}

/** The pages kept were drawn in the language the visitor has just left. */
export const forgetPages = (): Promise<boolean> => caches.delete(WORKER_CACHES.pages);
