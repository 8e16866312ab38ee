import { ApiError } from './api-error.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  method?: HttpMethod;
  /** Sent as JSON when given. */
  body?: unknown;
  signal?: AbortSignal;
}

/**
 * Every request the front ends make goes through here, so a header every call needs (such
 * as a CSRF token) is added in this one place.
 */
function buildInit({ method = 'GET', body, signal }: RequestOptions): RequestInit {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const init: RequestInit = { method, headers, credentials: 'include', signal };
  if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  return init;
}

/**
 * Calls the API (SPEC §7) and returns its parsed JSON answer, or null for an empty body (a
 * logout, a delete). Throws an ApiError for any non-success status (SPEC §8).
 */
export async function apiRequest<T>(url: string, options: RequestOptions = {}): Promise<T> {
  const response = await fetch(url, buildInit(options));
  const text = await response.text();
  if (!response.ok) throw new ApiError(response.status, response.statusText, text);
  return (text === '' ? null : JSON.parse(text)) as T;
}

/** An SWR key: the URL, or a list whose first element is the URL (the rest only tells entries apart). */
export type SwrKey = string | readonly [string, ...unknown[]];

export interface SwrFetcherOptions {
  /** 'returnNull' where a 401 simply means "nobody is signed in", as for GET /api/user. */
  on401?: 'throw' | 'returnNull';
}

/** An SWR fetcher: GET on the key's URL (SPEC §7). A 401 throws unless told otherwise. */
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
