import type { PageToWorker } from '../offline/worker-protocol.js';

/** How long a page waits for the worker to have done what it asked (sign-out waits for it). */
const ANSWER_TIMEOUT_MS = 3000;

/**
 * Tells the service worker that controls this page (README "The app offline"), and waits until
 * it has done it, or ANSWER_TIMEOUT_MS. Nothing to do without one (a first visit, a browser
 * without workers).
 */
export function tellServiceWorker(message: PageToWorker): Promise<void> {
  const worker = typeof navigator === 'undefined' ? null : (navigator.serviceWorker?.controller ?? null);
  if (!worker) return Promise.resolve();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(resolve, ANSWER_TIMEOUT_MS);
    channel.port1.onmessage = () => {
      clearTimeout(timer);
      resolve();
    };
    worker.postMessage(message, [channel.port2]);
  });
}
