import { CONTENT_HASHED_FILE as HASHED, WORKER_CACHES } from 'shared-contracts/offline';
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';

const DAY = 24 * 60 * 60;

const assets = new CacheFirst({
  cacheName: WORKER_CACHES.assets,
  plugins: [new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 60 * DAY, purgeOnQuotaError: true })],
});
const photos = new CacheFirst({
  cacheName: WORKER_CACHES.photos,
  plugins: [new ExpirationPlugin({ maxEntries: 150, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true })],
});

const sameOrigin = (url: URL) => url.origin === self.location.origin;

/**
 * The areas' chunks (those the precache leaves to first use) and the photos, from the cache
 * first. A kept listing's first photo is found wherever it was kept.
 */
export function routeFiles(): void {
  registerRoute(({ url, request }) => request.method === 'GET' && sameOrigin(url) && HASHED.test(url.pathname), assets);
  registerRoute(
    ({ url, request }) => sameOrigin(url) && request.destination === 'image',
    async (options) => (await caches.match(options.request, { cacheName: WORKER_CACHES.listingPhotos })) ?? photos.handle(options),
  );
}

/**
 * Keeps what a page loaded before this worker took it over (its first visit): the next visit
 * offline needs them, and the browser's own cache may let them go.
 */
export async function keepFiles(urls: readonly string[]): Promise<void> {
  const wanted = urls.map((href) => new URL(href)).filter((url) => sameOrigin(url) && HASHED.test(url.pathname));
  const cache = await caches.open(WORKER_CACHES.assets);
  // Those precached are kept already.
  await Promise.all(wanted.map(async (url) => (await caches.match(url)) ?? cache.add(url).catch(() => undefined)));
}
