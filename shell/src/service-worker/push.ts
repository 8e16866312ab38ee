import { CSRF_HEADER, PUSH_SUBSCRIPTIONS_PATH, type PushPayload } from 'shared-contracts/offline';
import { freshToken } from './fresh-token';
import { scope, windows } from './worker-scope';

const ICON = '/app-icons/icon-192.png';

/** A push from the API (backend/src/push/): shown as the account's language wrote it; a tap opens its page. */
export function listenForPushes(): void {
  scope.addEventListener('push', (event) => {
    const payload = event.data?.json() as PushPayload | undefined;
    if (!payload) return;
    event.waitUntil(scope.registration.showNotification(payload.title, { body: payload.body, tag: payload.tag, icon: ICON, badge: ICON, data: { url: payload.url } }));
  });
  scope.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const url = new URL((event.notification.data as { url?: string } | null)?.url ?? '/', scope.location.origin);
    if (url.origin !== scope.location.origin) return;
    event.waitUntil(
      (async () => {
        const open = (await windows()).find((page) => page.url === url.href);
        if (open) return void (await open.focus());
        await scope.clients.openWindow(url.href);
      })(),
    );
  });
}

/**
 * The push service replaced this browser's subscription (its keys expired): the new one is given
 * to the API for the same account, as the page gave the first.
 */
export function renewPushSubscription(): void {
  scope.addEventListener('pushsubscriptionchange', (event) => {
    const { oldSubscription, newSubscription } = event as Event & { oldSubscription?: PushSubscription | null; newSubscription?: PushSubscription | null };
    const key = oldSubscription?.options.applicationServerKey;
    event.waitUntil(
      (async () => {
        const renewed = newSubscription ?? (key ? await scope.registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key }) : null);
        if (!renewed) return;
        await fetch(PUSH_SUBSCRIPTIONS_PATH, {
          method: 'POST',
          credentials: 'include',
          headers: { 'Content-Type': 'application/json', [CSRF_HEADER]: await freshToken() },
          body: JSON.stringify(renewed.toJSON()),
        });
      })(),
    );
  });
}

/** At sign-out: this browser stops receiving the account's pushes (the API forgets the session's subscription too). */
export async function forgetPushSubscription(): Promise<void> {
  await (await scope.registration.pushManager.getSubscription())?.unsubscribe();
}
