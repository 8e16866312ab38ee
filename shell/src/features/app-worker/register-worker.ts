import { SERVICE_WORKER_PATH, type WorkerToPage } from 'shared-contracts';
import { tellServiceWorker, toast } from 'shared-contracts/react';
import type { TFunction } from 'i18next';
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

/**
 * Registers the site's service worker (a chunk of its own, loaded once the page is interactive:
 * nothing of it is on the first screen's path). A new version found beside the running one
 * waits for the visitor: the notice offers it, and it is taken only when they say so, or at
 * their next visit — never mid-typing.
 */
export async function registerWorker(t: TFunction): Promise<void> {
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
  const firstVisit = !navigator.serviceWorker.controller;
  await wb.register();
  if (firstVisit) {
    // The worker takes this visit over at once (clientsClaim): give it what the page already has.
    if (!navigator.serviceWorker.controller) await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
    await tellServiceWorker({ type: 'KEEP_FIRST_VISIT', page: location.href, urls: loadedFiles() });
  }
  sendOutbox();
  window.addEventListener('online', sendOutbox);
}
