import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { ApiError } from './api-error.js';
import { forgetCsrfToken } from './csrf-token.js';
import { apiPage, apiRequest, createSwrFetcher, swrFetcher } from './fetcher.js';

type FetchMock = jest.Mock<typeof fetch>;
let fetchMock: FetchMock;
const realFetch = globalThis.fetch;

function answer(body: string, status = 200, statusText = 'OK'): void {
  fetchMock.mockResolvedValueOnce(new Response(body === '' ? null : body, { status, statusText }));
}

const lastInit = (): RequestInit => fetchMock.mock.calls.at(-1)![1]!;

beforeEach(() => {
  fetchMock = jest.fn<typeof fetch>();
  globalThis.fetch = fetchMock;
  forgetCsrfToken();
});

/** The API's answer to GET /api/csrf-token, which a first write asks for. */
const answerToken = (token = 't1') => answer(JSON.stringify({ token }));
afterEach(() => {
  globalThis.fetch = realFetch;
});

describe('apiRequest', () => {
  it('GETs with the session cookie and no body', async () => {
    answer('[{"id":1}]');
    await expect(apiRequest('/api/properties')).resolves.toEqual([{ id: 1 }]);
    expect(fetchMock.mock.calls[0][0]).toBe('/api/properties');
    expect(lastInit()).toMatchObject({ method: 'GET', credentials: 'include' });
    expect(lastInit().body).toBeUndefined();
    expect(lastInit().headers).not.toHaveProperty('Content-Type');
  });

  it('sends a body as JSON with a JSON content type', async () => {
    answerToken();
    answer('{"id":7,"firstName":"Amina"}');
    const user = await apiRequest('/api/login', { method: 'POST', body: { email: 'a@b.dz', password: 'secret1' } });
    expect(user).toEqual({ id: 7, firstName: 'Amina' });
    expect(lastInit()).toMatchObject({ method: 'POST', credentials: 'include' });
    expect(lastInit().headers).toMatchObject({ 'Content-Type': 'application/json' });
    expect(lastInit().body).toBe('{"email":"a@b.dz","password":"secret1"}');
  });

  it('answers null for an empty body', async () => {
    answerToken();
    answer('', 200);
    await expect(apiRequest('/api/logout', { method: 'POST' })).resolves.toBeNull();
  });

  it('throws an ApiError "status: body" for a failure', async () => {
    answer('{"message":"Forbidden resource"}', 403, 'Forbidden');
    const error = await apiRequest('/api/admin/stats').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('403: {"message":"Forbidden resource"}');
    expect((error as ApiError).status).toBe(403);
  });

  it('throws "status: statusText" when the failure has no body', async () => {
    answer('', 500, 'Internal Server Error');
    await expect(apiRequest('/api/properties')).rejects.toThrow('500: Internal Server Error');
  });
});

describe('apiRequest and the anti-forgery token', () => {
  const headersOf = (call: number) => fetchMock.mock.calls[call][1]!.headers as Record<string, string>;

  it('asks for a token before the first write, sends it, and reuses it', async () => {
    answerToken('t1');
    answer('{}');
    answer('{}');
    await apiRequest('/api/a', { method: 'POST', body: {} });
    await apiRequest('/api/b', { method: 'DELETE' });
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/csrf-token', '/api/a', '/api/b']);
    expect(headersOf(1)['x-csrf-token']).toBe('t1');
    expect(headersOf(2)['x-csrf-token']).toBe('t1');
  });

  it('never sends one on a read', async () => {
    answer('{}');
    await apiRequest('/api/user');
    expect(fetchMock.mock.calls).toHaveLength(1);
    expect(headersOf(0)).not.toHaveProperty('x-csrf-token');
  });

  it('switches to the fresh token the API sends when the session changes (sign-in)', async () => {
    answerToken('before');
    fetchMock.mockResolvedValueOnce(new Response('{"id":1}', { headers: { 'x-csrf-token': 'after' } }));
    answer('{}');
    await apiRequest('/api/login', { method: 'POST', body: {} });
    await apiRequest('/api/properties', { method: 'POST', body: {} });
    expect(headersOf(2)['x-csrf-token']).toBe('after');
  });

  it('retries a write once with a new token when the session no longer knows the old one', async () => {
    answerToken('stale');
    answer('{"code":"CSRF_INVALID","message":"Invalid anti-forgery token"}', 403, 'Forbidden');
    answerToken('fresh');
    answer('{"ok":true}');
    await expect(apiRequest('/api/logout', { method: 'POST' })).resolves.toEqual({ ok: true });
    expect(headersOf(3)['x-csrf-token']).toBe('fresh');
  });

  it('does not retry a write refused for any other reason', async () => {
    answerToken();
    answer('{"code":"FORBIDDEN","message":"Admins only"}', 403, 'Forbidden');
    await expect(apiRequest('/api/admin/users/2/toggle', { method: 'PUT', body: { active: false } })).rejects.toThrow('403:');
    expect(fetchMock.mock.calls).toHaveLength(2);
  });
});

describe('swrFetcher', () => {
  it('GETs the URL of a string key or of the first element of a list key', async () => {
    answer('{"myProperties":2,"myViews":40}');
    await expect(swrFetcher('/api/dashboard/stats')).resolves.toEqual({ myProperties: 2, myViews: 40 });
    answer('[]');
    await expect(swrFetcher(['/api/properties?commune=x', 'page', 2])).resolves.toEqual([]);
    expect(fetchMock.mock.calls[1][0]).toBe('/api/properties?commune=x');
    expect(lastInit().method).toBe('GET');
  });

  it('throws on 401 by default', async () => {
    answer('', 401, 'Unauthorized');
    await expect(swrFetcher('/api/user')).rejects.toThrow('401: Unauthorized');
  });

  it('yields null on 401 when asked to, and still throws other failures', async () => {
    const sessionFetcher = createSwrFetcher({ on401: 'returnNull' });
    answer('{"message":"Unauthorized"}', 401, 'Unauthorized');
    await expect(sessionFetcher('/api/user')).resolves.toBeNull();
    answer('', 500, 'Internal Server Error');
    await expect(sessionFetcher('/api/user')).rejects.toThrow('500: Internal Server Error');
  });
});

describe('apiPage', () => {
  it('gives the items and the total of X-Total-Count', async () => {
    fetchMock.mockResolvedValueOnce(new Response('[{"id":1},{"id":2}]', { headers: { 'X-Total-Count': '57' } }));
    await expect(apiPage('/api/properties?page=2')).resolves.toEqual({ items: [{ id: 1 }, { id: 2 }], total: 57 });
  });

  it('counts the items when the header is missing or unreadable', async () => {
    answer('[{"id":1}]');
    await expect(apiPage('/api/properties')).resolves.toEqual({ items: [{ id: 1 }], total: 1 });
    fetchMock.mockResolvedValueOnce(new Response('[]', { headers: { 'X-Total-Count': 'many' } }));
    await expect(apiPage('/api/properties')).resolves.toEqual({ items: [], total: 0 });
  });

  it('throws an ApiError for a failure, like apiRequest', async () => {
    answer('{"code":"VALIDATION_FAILED"}', 400, 'Bad Request');
    await expect(apiPage('/api/properties?sort=x')).rejects.toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
  });
});
