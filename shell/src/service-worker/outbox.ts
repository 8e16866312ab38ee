import { CSRF_HEADER, OUTBOX_HEADER, OUTBOX_PATHS, QUEUED_OFFLINE, type WorkerToPage } from 'shared-contracts/offline';
import { Queue } from 'workbox-background-sync';
import { registerRoute } from 'workbox-routing';
import { freshToken } from './fresh-token';
import { windows } from './worker-scope';

const WEEK_MINUTES = 7 * 24 * 60;

/**
 * The messages and contact forms written without a connection, in IndexedDB until sent: by
 * Background Sync where the browser has it (it wakes the worker when the connection returns),
 * else when a page says the connection is back or a visit starts (SEND_OUTBOX).
 */
const outbox = new Queue('djelfa-outbox', { maxRetentionTime: WEEK_MINUTES, onSync: () => sendOutbox() });

async function tell(message: WorkerToPage): Promise<void> {
  for (const page of await windows()) page.postMessage(message);
}

async function sendKept(request: Request, token: string): Promise<Response> {
  const headers = new Headers(request.headers);
  headers.set(CSRF_HEADER, token);
  return fetch(new Request(request, { headers }));
}

let sending: Promise<void> | undefined;

async function sendAll(): Promise<void> {
  let token: string | undefined;
  for (let entry = await outbox.shiftRequest(); entry; entry = await outbox.shiftRequest()) {
    let response: Response;
    try {
      token ??= await freshToken();
      response = await sendKept(entry.request, token);
    } catch (error) {
      // Still offline: back in front, for the next try.
      await outbox.unshiftRequest(entry);
      throw error;
    }
    // The server could not take it now: kept for the next try; a refusal (4xx) is told to the page.
    if (response.status >= 500 || response.status === 429) {
      await outbox.unshiftRequest(entry);
      throw new Error(`${response.status}: ${entry.request.url}`);
    }
    await tell({ type: 'OUTBOX_SENT', path: new URL(entry.request.url).pathname, ok: response.ok, status: response.status });
  }
}

/** Sends what is kept, once at a time; rejects while the connection is still down. */
export function sendOutbox(): Promise<void> {
  sending ??= sendAll().finally(() => (sending = undefined));
  return sending;
}

/** At sign-out: what the account wrote offline is not sent under another session. */
export async function forgetOutbox(): Promise<void> {
  for (let entry = await outbox.shiftRequest(); entry; entry = await outbox.shiftRequest()) {
    // Dropped: sent under the next session, it would be another account's.
  }
}

const keptAnswer = () =>
  new Response(JSON.stringify({ code: QUEUED_OFFLINE, message: 'Kept offline: sent when the connection returns.' }), {
    status: 202,
    headers: { 'Content-Type': 'application/json', [OUTBOX_HEADER]: '1' },
  });

/** A message or contact form the network fails to carry is kept, and the page told so (202, OUTBOX_HEADER). */
export function routeOutbox(): void {
  registerRoute(
    ({ url }) => url.origin === self.location.origin && OUTBOX_PATHS.some((path) => path.test(url.pathname)),
    async ({ request }) => {
      const kept = request.clone();
      try {
        return await fetch(request);
      } catch {
        await outbox.pushRequest({ request: kept });
        return keptAnswer();
      }
    },
    'POST',
  );
}
