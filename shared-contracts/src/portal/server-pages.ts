import type { SwrKey } from '../http/fetcher.js';
import type { Language } from '../i18n/language.js';
import type { PrerenderedPage } from './build-artifacts.js';

/**
 * Pages the portal draws at request time with their data, so that the first screen — results,
 * a listing's photo and price, the blog's articles, an article, the advisors, the forum's topics — paints from the HTML, before any script or API call. A remote's
 * prerender bundle says what its page reads; the portal reads it in-process, the bundle draws
 * the page with it, and the browser starts with those answers in the SWR cache: the page takes
 * over without fetching them again.
 */

/** One API read of a page's first render, as the portal performs it. */
export type ServerRead =
  /** GET /api/properties?<query>: as a page (items and total, as apiPage reads it) or its items alone (apiRequest). */
  | { kind: 'search'; query: string; answer: 'page' | 'items' }
  /** GET /api/properties/:id */
  | { kind: 'listing'; id: number }
  /** GET /api/properties/:id/similar: the listings like it, as a visitor who is not signed in reads them. */
  | { kind: 'similar'; id: number }
  /** GET /api/properties/:id/price-comparison: its price beside the median of its kind, as a visitor who is not signed in reads it. */
  | { kind: 'priceComparison'; id: number }
  /** GET /api/blogs?<query>: a page of articles, as apiPage reads it, or its items alone (apiRequest). */
  | { kind: 'posts'; query: string; answer: 'page' | 'items' }
  /** GET /api/blogs/:slug: an article (a person's read counts a view, as on the API). */
  | { kind: 'post'; slug: string }
  /** GET /api/advisors?<query>: a page of the directory. */
  | { kind: 'advisors'; query: string }
  /** GET /api/advisors/featured?<query>: the home page's advisors. */
  | { kind: 'featuredAdvisors'; query: string }
  /** GET /api/forum/topics?<query>: a page of topics as a visitor who is not signed in reads it. */
  | { kind: 'topics'; query: string }
  /** GET /api/forum/topics/:id: a topic as a visitor who is not signed in reads it (a person's read counts a view, as on the API). */
  | { kind: 'topic'; id: number }
  /** GET /api/forum/topics/:id/replies?<query>: a page of its replies, as a visitor who is not signed in reads it. */
  | { kind: 'replies'; topicId: number; query: string }
  /** GET /api/site/figures: the site's real figures. */
  | { kind: 'figures' };

/** The query string of the API read a key names (`/api/blogs?page=2` → `page=2`): what a ServerRead carries. */
export const apiQueryOf = (key: SwrKey): string => (typeof key === 'string' ? key : key[0]).split('?')[1] ?? '';

/** A read and the SWR key its answer is cached under in the browser. */
export interface ServerReadFor {
  key: SwrKey;
  read: ServerRead;
}

/** An answer, under the key the page will ask for it. */
export interface ServerData {
  key: SwrKey;
  data: unknown;
}

/** What a remote's prerender bundle exports for the pages it draws at request time. */
export interface ServerPages {
  /** The reads of the page at `path` with `search` (the query string, with or without "?"); empty when the page has none to draw. */
  serverReads(path: string, search: string): ServerReadFor[];
  /** The page drawn with those answers in each of `languages` (the portal asks for the visitor's alone), with its meta. */
  renderServerPage(path: string, search: string, data: ServerData[], languages: readonly Language[], origin: string): Promise<PrerenderedPage>;
}

/** The id of the `<script type="application/json">` holding the page's ServerData[]. */
export const SERVER_DATA_ELEMENT_ID = 'server-data';
