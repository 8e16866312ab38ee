import { CSRF_HEADER } from '../auth/rules.js';
import { NEXT_CURSOR_HEADER, TOTAL_CAPPED_HEADER, TOTAL_COUNT_HEADER } from '../types/property-search.js';
import { OUTBOX_HEADER } from '../offline/worker-protocol.js';
import { ApiError } from './api-error.js';
import { csrfToken, forgetCsrfToken, rememberCsrfToken } from './csrf-token.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  method?: HttpMethod;
  /** Sent as JSON when given; a FormData is sent as multipart (a file with its fields). */
  body?: unknown;
  signal?: AbortSignal;
}

const changesState = (method: HttpMethod): boolean => method !== 'GET';

/** The session's token; none when the network fails to fetch it (a TypeError): the service worker keeps the write and sends it with a fresh one. */
async function tokenUnlessOffline(): Promise<string> {
  try {
    return await csrfToken();
  } catch (error) {
    if (error instanceof TypeError) return '';
    throw error;
  }
}

/** Every request the front ends make goes through here: credentials, JSON, the CSRF header. */
async function send(url: string, { method = 'GET', body, signal }: RequestOptions): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const init: RequestInit = { method, headers, credentials: 'include', signal };
  if (body instanceof FormData) init.body = body;
  else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  if (changesState(method)) headers[CSRF_HEADER] = await tokenUnlessOffline();
  const response = await fetch(url, init);
  rememberCsrfToken(response);
  return response;
}

/**
 * Calls the API and returns its parsed JSON answer, or null for an empty body (a
 * logout, a delete). Throws an ApiError for any non-success status. A write refused
 * for its anti-forgery token (the session changed meanwhile, e.g. signed out in another tab) is
 * retried once with a fresh token.
 */
export async function apiRequest<T>(url: string, options: RequestOptions = {}): Promise<T> {
  return (await exchange<T>(url, options)).body;
}

async function exchange<T>(url: string, options: RequestOptions): Promise<{ body: T; headers: Headers }> {
  let response = await send(url, options);
  let text = await response.text();
  if (response.status === 403 && changesState(options.method ?? 'GET') && new ApiError(403, '', text).code === 'CSRF_INVALID') {
    forgetCsrfToken();
    response = await send(url, options);
    text = await response.text();
  }
  // Kept by the service worker to send later: not done yet, so not a success (isKeptOffline).
  if (!response.ok || response.headers.get(OUTBOX_HEADER) !== null) throw new ApiError(response.status, response.statusText, text);
  return { body: (text === '' ? null : JSON.parse(text)) as T, headers: response.headers };
}

/** Whether a write failed only for now: the service worker keeps it and sends it when the connection returns. */
export const isKeptOffline = (error: unknown): boolean => error instanceof ApiError && error.code === 'QUEUED_OFFLINE';

/** One page of a paginated list (docs/architecture.md §1): its items and the total in X-Total-Count. */
export interface ApiPage<T> {
  items: T[];
  total: number;
  /** The total is a lower bound: there are more (a search's SEARCH_TOTAL_CAP). */
  capped?: boolean;
  /** The next page's cursor, for the lists that page by keyset. */
  nextCursor?: string;
}

/** GET of a paginated list; an answer without a readable total counts what it holds. */
export async function apiPage<T>(url: string, options: Omit<RequestOptions, 'method' | 'body'> = {}): Promise<ApiPage<T>> {
  const { body, headers } = await exchange<T[]>(url, options);
  const total = Number(headers.get(TOTAL_COUNT_HEADER) ?? NaN);
  const page: ApiPage<T> = { items: body, total: Number.isInteger(total) && total >= 0 ? total : body.length };
  if (headers.get(TOTAL_CAPPED_HEADER) === 'true') page.capped = true;
  const nextCursor = headers.get(NEXT_CURSOR_HEADER);
  if (nextCursor) page.nextCursor = nextCursor;
  return page;
}

/** An SWR key: the URL, or a list whose first element is the URL (the rest only tells entries apart). */
export type SwrKey = string | readonly [string, ...unknown[]];

export interface SwrFetcherOptions {
  /** 'returnNull' where a 401 simply means "nobody is signed in", as for GET /api/user. */
  on401?: 'throw' | 'returnNull';
}

/** An SWR fetcher: GET on the key's URL. A 401 throws unless told otherwise. */
export function createSwrFetcher({ on401 = 'throw' }: SwrFetcherOptions = {}) {
  return async function swrFetch<T>(key: SwrKey): Promise<T | null> {
    const url = typeof key === 'string' ? key : key[0];
    try {
      return await apiRequest<T>(url);
    } catch (error) {
      if (on401 === 'returnNull' && error instanceof ApiError && error.status === 401) return null;
      throw error;
    }
  };
}

export const swrFetcher = createSwrFetcher();
