import { CSRF_HEADER, OUTBOX_HEADER, OUTBOX_PATHS, QUEUED_OFFLINE, type WorkerToPage } from 'shared-contracts/offline';
import { Queue } from 'workbox-background-sync';
import { registerRoute } from 'workbox-routing';
import { keptAccount, signedInAccount } from './account';
import { freshToken } from './fresh-token';
import { windows } from './worker-scope';

const WEEK_MINUTES = 7 * 24 * 60;

/**
 * The messages and contact forms written without a connection, in IndexedDB until sent: by
 * Background Sync where the browser has it (it wakes the worker when the connection returns),
 * else when a page says the connection is back or a visit starts (SEND_OUTBOX). Each is the
 * account's that wrote it: sent only under that account's session.
 */
const outbox = new Queue('djelfa-outbox', { maxRetentionTime: WEEK_MINUTES, onSync: () => sendOutbox() });
type QueueEntry = NonNullable<Awaited<ReturnType<typeof outbox.shiftRequest>>>;

interface Written {
  /** Who wrote it (the session the worker kept last); null: a visitor signed out (the contact form). */
  account: number | null;
}

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
  const account = await signedInAccount();
  // The API cannot be asked: still offline.
  if (account === undefined) throw new Error('offline');
  let token: string | undefined;
  const waiting: QueueEntry[] = [];
  try {
    for (let entry = await outbox.shiftRequest(); entry; entry = await outbox.shiftRequest()) {
      const { account: writer } = (entry.metadata ?? { account: null }) as unknown as Written;
      // Another account is signed in, or none: kept until the writer signs in again.
      if (writer !== null && writer !== account) {
        waiting.push(entry);
        continue;
      }
      let response: Response;
      try {
        token ??= await freshToken();
        response = await sendKept(entry.request, token);
      } catch (error) {
        waiting.push(entry);
        throw error;
      }
      // The server could not take it now, or the session ended meanwhile: kept for the next try.
      if (response.status >= 500 || response.status === 429 || response.status === 401) {
        waiting.push(entry);
        continue;
      }
      await tell({ type: 'OUTBOX_SENT', path: new URL(entry.request.url).pathname, ok: response.ok, status: response.status });
    }
  } finally {
    for (const entry of waiting) await outbox.pushRequest(entry);
  }
}

/** Sends what is kept, one run at a time; rejects while the connection is still down. */
export function sendOutbox(): Promise<void> {
  sending ??= sendAll().finally(() => (sending = undefined));
  return sending;
}

const keptAnswer = () =>
  new Response(JSON.stringify({ code: QUEUED_OFFLINE, message: 'Kept offline: sent when the connection returns.' }), {
    status: 202,
    headers: { 'Content-Type': 'application/json', [OUTBOX_HEADER]: '1' },
  });

/**
 * One of the site's own writes (apiRequest): JSON with the anti-forgery header, which no other
 * site's form can send. A form another site submits here arrives as a navigation: it is never kept,
 * so never sent later with this visitor's fresh token.
 */
const isSitesWrite = (request: Request): boolean =>
  request.mode !== 'navigate' && request.headers.has(CSRF_HEADER) && (request.headers.get('Content-Type') ?? '').startsWith('application/json');

/** A message or contact form the network fails to carry is kept, and the page told so (202, OUTBOX_HEADER). */
export function routeOutbox(): void {
  registerRoute(
    ({ url, request }) => url.origin === self.location.origin && OUTBOX_PATHS.some((path) => path.test(url.pathname)) && isSitesWrite(request),
    async ({ request }) => {
      const kept = request.clone();
      try {
        return await fetch(request);
      } catch {
        const written: Written = { account: await keptAccount() };
        await outbox.pushRequest({ request: kept, metadata: { ...written } });
        return keptAnswer();
      }
    },
    'POST',
  );
}
