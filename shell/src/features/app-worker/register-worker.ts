import { SERVICE_WORKER_PATH, type WorkerToPage } from 'shared-contracts';
import { tellServiceWorker, toast } from 'shared-contracts/react';
import i18next from 'i18next';
import { Workbox } from 'workbox-window';
import { useWorkerUpdate } from './worker-update';

/** The files this page loaded before any worker controlled it: its first visit's, for the next visit offline. */
const loadedFiles = (): string[] => [
  ...new Set(
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((url) => url.startsWith(location.origin)),
  ),
];

const sendOutbox = () => void tellServiceWorker({ type: 'SEND_OUTBOX' });

/** A first visit's page once the worker has taken it over, or after a while if it never does (an install that failed). */
const TAKEOVER_WAIT_MS = 30_000;
const takenOver = (): Promise<boolean> =>
  navigator.serviceWorker.controller
    ? Promise.resolve(true)
    : new Promise((resolve) => {
        const timer = setTimeout(() => resolve(false), TAKEOVER_WAIT_MS);
        navigator.serviceWorker.addEventListener('controllerchange', () => (clearTimeout(timer), resolve(true)), { once: true });
      });

/**
 * Registers the site's service worker (a chunk of its own, loaded once the page is interactive:
 * nothing of it is on the first screen's path). A new version found beside the running one
 * waits for the visitor: the notice offers it, and it is taken only when they say so, or at
 * their next visit — never mid-typing.
 */
export async function registerWorker(): Promise<void> {
  const t = i18next.getFixedT(null, 'shell');
  const wb = new Workbox(SERVICE_WORKER_PATH);
  wb.addEventListener('waiting', () => {
    useWorkerUpdate.setState({
      takeNewVersion: () => {
        wb.addEventListener('controlling', () => window.location.reload());
        wb.messageSkipWaiting();
      },
    });
  });
  wb.addEventListener('message', (event) => {
    const message = event.data as WorkerToPage;
    if (message.type !== 'OUTBOX_SENT') return;
    toast(message.ok ? { title: t('appWorker.sent') } : { variant: 'destructive', title: t('appWorker.refused') });
  });
  window.addEventListener('online', sendOutbox);
  const firstVisit = !navigator.serviceWorker.controller;
  await wb.register();
  // The worker takes a first visit over at once (clientsClaim): it then gets what the page already has.
  if (firstVisit && (await takenOver())) await tellServiceWorker({ type: 'KEEP_FIRST_VISIT', page: location.href, urls: loadedFiles() });
  sendOutbox();
}
