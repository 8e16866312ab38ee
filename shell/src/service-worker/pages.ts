import { APP_SHELL_PATH, APP_VERSION_HEADER, WORKER_CACHES } from 'shared-contracts/offline';
import type { WorkboxPlugin } from 'workbox-core';
import { CacheExpiration, ExpirationPlugin } from 'workbox-expiration';
import { matchPrecache } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { keepWhenAllowed, mayKeep } from './cacheable';
import { scope } from './worker-scope';

/** A slow connection gets the page kept last time instead of a blank wait. */
const NETWORK_TIMEOUT_SECONDS = 4;
const MAX_PAGES = 40;

/** A page drawn by another version of the site than this worker's (a deploy since): its markup and hints are not this worker's files'. */
const otherVersion = (response: Response): boolean => {
  const version = response.headers.get(APP_VERSION_HEADER);
  return version !== null && version !== scope.__APP_VERSION;
};

const sameVersionOnly: WorkboxPlugin = { cacheWillUpdate: ({ response }) => Promise.resolve(otherVersion(response) ? null : response) };

const pages = new NetworkFirst({
  cacheName: WORKER_CACHES.pages,
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  // The pages' HTML varies by the language cookie, which a worker's request never shows.
  matchOptions: { ignoreVary: true },
  plugins: [keepWhenAllowed('any'), sameVersionOnly, new ExpirationPlugin({ maxEntries: MAX_PAGES, purgeOnQuotaError: true })],
});
const expiration = new CacheExpiration(WORKER_CACHES.pages, { maxEntries: MAX_PAGES });

const frame = async (): Promise<Response> => (await matchPrecache(APP_SHELL_PATH)) ?? Response.error();

/** A page, not the API's downloads nor a file opened in a tab (its path ends in an extension; its query may hold dots). */
const isPage = (request: Request, url: URL): boolean =>
  request.mode === 'navigate' && url.origin === scope.location.origin && !url.pathname.startsWith('/api/') && !/\.[a-z0-9]+$/i.test(url.pathname);

/**
 * A page: the network's (kept for next time), else the one kept last time, else the frame alone
 * (APP_SHELL_PATH, precached), which draws the page in the browser from the answers the worker
 * kept — and, for what it has not kept, the site's offline page in the visitor's language. A page
 * of another version than this worker's gets the frame too, drawn by this version's code: the
 * visitor takes the new version from the notice, or at the next visit.
 */
export function routePages(): void {
  registerRoute(
    ({ request, url }) => isPage(request, url),
    async (options) => {
      try {
        const response = await pages.handle(options);
        if (response.type !== 'error' && !otherVersion(response)) return response;
        // A deploy since this worker was installed: look for the new one now.
        if (otherVersion(response)) void scope.registration.update();
      } catch {
        // Offline and never kept: the frame below.
      }
      return frame();
    },
  );
}

/**
 * The page a first visit arrived on, fetched again now that there is a worker: its code took the
 * page over before the worker was there, so the next visit offline would otherwise start from
 * the frame alone, without the page's data. Not a search (the API would count it twice).
 */
export async function keepPage(href: string): Promise<void> {
  const url = new URL(href);
  if (url.search !== '' || url.origin !== scope.location.origin) return;
  const cache = await caches.open(WORKER_CACHES.pages);
  if (await cache.match(url, { ignoreVary: true })) return;
  const response = await fetch(url, { credentials: 'include', headers: { Accept: 'text/html' } }).catch(() => null);
  if (!response || !mayKeep(response, 'any') || otherVersion(response) || !response.headers.get('Content-Type')?.startsWith('text/html')) return;
  await cache.put(url, response);
  await expiration.updateTimestamp(url.href);
  await expiration.expireEntries();
}

/** The pages kept were drawn in the language the visitor has just left. */
export const forgetPages = (): Promise<boolean> => caches.delete(WORKER_CACHES.pages);
