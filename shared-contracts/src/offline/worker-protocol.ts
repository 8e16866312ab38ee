/**
 * What the pages and the service worker say to each other (README "The app offline"). The worker
 * is built from shell/src/service-worker/; the pages speak to it from the shell's
 * features/app-worker/.
 */

/** The worker's address: at the root, so that its scope is the whole site. */
export const SERVICE_WORKER_PATH = '/sw.js';
/** The frame alone, drawn in the browser: what an offline visit gets for a page it never saved. */
export const APP_SHELL_PATH = '/app-shell.html';

/**
 * The site's version on every page the portal draws: the same hash the portal writes into the
 * worker it serves. A page of another version than the running worker's is not shown with that
 * worker's files (the frame is, until the visitor takes the new version).
 */
export const APP_VERSION_HEADER = 'X-App-Version';

/** The caches the worker keeps besides Workbox's precache, by what they hold. */
export const WORKER_CACHES = {
  /** Pages as the portal drew them, the last ones opened. */
  pages: 'djelfa-pages',
  /** Public API answers (searches, the site's figures…). */
  api: 'djelfa-api',
  /** The last listings opened (their API answer). */
  listings: 'djelfa-listings',
  /** The first photo of each of those listings, in both sizes the pages show. */
  listingPhotos: 'djelfa-listing-photos',
  /** Other photos as they were shown. */
  photos: 'djelfa-photos',
  /** The areas' chunks, named by their content: any version's is the same file. */
  assets: 'djelfa-assets',
  /** The signed-in account's own answers (`private`): emptied at sign-out. */
  account: 'djelfa-account',
} as const;

/** How many of the last listings opened stay readable offline. */
export const OFFLINE_LISTINGS = 20;

/** A page's message to the worker. */
export type PageToWorker =
  /** The visitor signed out (or the session ended): forget the account's answers (its unsent writes wait for it to sign in again). */
  | { type: 'SIGNED_OUT' }
  /** The visitor chose another language: the pages kept were drawn in the other one. */
  | { type: 'LANGUAGE_CHANGED' }
  /** The connection is back, or a visit starts: send the forms kept offline now. */
  | { type: 'SEND_OUTBOX' }
  /** Keep this page, and the files it loaded, as they were before the worker took it over (a first visit). */
  | { type: 'KEEP_FIRST_VISIT'; page: string; urls: string[] };

/** The worker's message to its pages. */
export type WorkerToPage =
  /** A form kept offline was sent (`ok`) or refused by the API (its status). */
  { type: 'OUTBOX_SENT'; path: string; ok: boolean; status: number };

/** Writes the worker keeps when the network fails, and sends when it returns: the messages and the contact form. */
export const OUTBOX_PATHS: readonly RegExp[] = [/^\/api\/contact$/, /^\/api\/conversations$/, /^\/api\/conversations\/\d+\/messages$/];

/** The header of the worker's answer to a write it kept: 202, with `{ code: QUEUED_OFFLINE }`. */
export const OUTBOX_HEADER = 'X-Kept-Offline';
export const QUEUED_OFFLINE = 'QUEUED_OFFLINE';
