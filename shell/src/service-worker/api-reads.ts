import { OFFLINE_LISTINGS, WORKER_CACHES, thumbnailOf, type PropertyDetail } from 'shared-contracts/offline';
import type { WorkboxPlugin } from 'workbox-core';
import { CacheExpiration, ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { oneAccountOnly } from './account';
import { keepWhenAllowed } from './cacheable';

const NETWORK_TIMEOUT_SECONDS = 6;
const LISTING = /^\/api\/properties\/\d+$/;
/** The account's own reads: the session, the favourites (`private` answers; the rest are `no-store`). */
const ACCOUNT = /^\/api\/user(\/|$)/;

const DAY = 24 * 60 * 60;

// Two sizes of each kept listing's first photo.
const photoExpiration = new CacheExpiration(WORKER_CACHES.listingPhotos, { maxEntries: OFFLINE_LISTINGS * 2 });

/** A listing kept: its first photo, in the gallery's size and the cards', kept beside it. */
const withFirstPhoto: WorkboxPlugin = {
  cacheDidUpdate: async ({ newResponse }) => {
    const { images } = (await newResponse.clone().json()) as Pick<PropertyDetail, 'images'>;
    const first = images[0];
    if (!first) return;
    const urls = [...new Set([first, thumbnailOf(first)])].map((url) => new URL(url, self.location.origin).href);
    const photos = await caches.open(WORKER_CACHES.listingPhotos);
    // A photo that cannot be fetched now is simply not kept: the listing still reads.
    await photos.addAll(urls).catch(() => undefined);
    for (const url of urls) await photoExpiration.updateTimestamp(url);
    await photoExpiration.expireEntries();
  },
};

const reads = (cacheName: string, plugins: WorkboxPlugin[], networkTimeoutSeconds: number | undefined = NETWORK_TIMEOUT_SECONDS) =>
  new NetworkFirst({ cacheName, networkTimeoutSeconds, matchOptions: { ignoreVary: true }, plugins });

/**
 * The API's reads, network first: what the server lets a cache keep (never `no-store`) is kept
 * for a visit without a connection — the last OFFLINE_LISTINGS listings opened with their first
 * photo, the account's favourites and session (emptied at sign-out), and the public answers.
 */
export function routeApiReads(): void {
  const sameOriginGet = (request: Request, url: URL) => request.method === 'GET' && url.origin === self.location.origin;
  registerRoute(
    ({ request, url }) => sameOriginGet(request, url) && LISTING.test(url.pathname),
    reads(WORKER_CACHES.listings, [keepWhenAllowed('public'), withFirstPhoto, new ExpirationPlugin({ maxEntries: OFFLINE_LISTINGS, purgeOnQuotaError: true })]),
  );
  registerRoute(
    ({ request, url }) => sameOriginGet(request, url) && ACCOUNT.test(url.pathname),
    // From the network whenever it answers, however slowly: a kept answer may be another session's.
    reads(WORKER_CACHES.account, [oneAccountOnly, keepWhenAllowed('private'), new ExpirationPlugin({ maxEntries: 60, purgeOnQuotaError: true })], undefined),
  );
  registerRoute(
    ({ request, url }) => sameOriginGet(request, url) && url.pathname.startsWith('/api/'),
    reads(WORKER_CACHES.api, [keepWhenAllowed('public'), new ExpirationPlugin({ maxEntries: 150, maxAgeSeconds: 14 * DAY, purgeOnQuotaError: true })]),
  );
}
