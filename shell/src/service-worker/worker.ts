import type { PageToWorker } from 'shared-contracts/offline';
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { forgetAccount } from './account';
import { routeApiReads } from './api-reads';
import { keepFiles, routeFiles } from './files';
import { routeOutbox, sendOutbox } from './outbox';
import { forgetPages, keepPage, routePages } from './pages';
import { forgetPushSubscription, listenForPushes, renewPushSubscription } from './push';
import { scope } from './worker-scope';

// The site as one version: the shell's and every area's start files, /remotes.json and the
// frame, as the portal listed them when it served this worker (backend/src/portal/service-worker.ts).
// A deploy of any area changes that list, so the browser installs a new worker beside this one;
// it waits until every page of the site is closed, or the visitor takes the new version from the
// notice (SKIP_WAITING): never mid-visit on its own.
// Served as a plain file (by a static server, not the portal), it has no list: it must not install.
if (!Array.isArray(scope.__WB_MANIFEST) || typeof scope.__APP_VERSION !== 'string')
  throw new Error('sw.js without its precache list: the portal serves it (backend/src/portal/service-worker.ts)');
precacheAndRoute(scope.__WB_MANIFEST);
cleanupOutdatedCaches();
// A first visit is taken over at once: what it opens next is kept.
clientsClaim();

routeOutbox();
routeApiReads();
routeFiles();
routePages();
listenForPushes();
renewPushSubscription();

const answers: Record<PageToWorker['type'], (message: never) => Promise<unknown>> = {
  // Each step whatever the others do; the account's unsent writes wait for it to sign in again (outbox.ts).
  SIGNED_OUT: () => Promise.allSettled([forgetAccount(), forgetPushSubscription()]),
  LANGUAGE_CHANGED: () => forgetPages(),
  SEND_OUTBOX: () => sendOutbox().catch(() => undefined),
  KEEP_FIRST_VISIT: ({ page, urls }: Extract<PageToWorker, { type: 'KEEP_FIRST_VISIT' }>) => Promise.all([keepPage(page), keepFiles(urls)]),
};

scope.addEventListener('message', (event) => {
  const message = event.data as PageToWorker | { type: 'SKIP_WAITING' } | null;
  if (message?.type === 'SKIP_WAITING') return void scope.skipWaiting();
  const answer = message && answers[message.type];
  // The page may wait for it (sign-out): it is answered on the port it sent, if any.
  if (answer) event.waitUntil(answer(message as never).then(() => event.ports[0]?.postMessage({ done: true })));
});
