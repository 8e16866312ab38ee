import { afterEach, beforeAll, beforeEach } from '@jest/globals';
import { act } from '@testing-library/react';
import { CSRF_TOKEN_PATH, SIGNED_IN_HINT_COOKIE, TOTAL_COUNT_HEADER, type Language, type User } from 'shared-contracts';
import { initI18n, setLanguage } from 'shared-contracts/react';

/** What a test's code sent to the API: the token request left out, a JSON body parsed. */
export interface SentRequest {
  method: string;
  url: string;
  body: unknown;
}

export interface FakeAnswer {
  status?: number;
  body?: unknown;
  /** A page's total, in X-Total-Count. */
  total?: number;
  /** The answer arrives once this has settled: a slow network, for what the page shows meanwhile. */
  after?: Promise<unknown>;
}

const NOT_FOUND: FakeAnswer = { status: 404, body: { code: 'NOT_FOUND' } };

function responseOf({ status = 200, body = null, total }: FakeAnswer) {
  const text = body === null ? '' : JSON.stringify(body);
  const headers = new Map<string, string>(total === undefined ? [] : [[TOTAL_COUNT_HEADER.toLowerCase(), String(total)]]);
  return {
    ok: status < 400,
    status,
    statusText: '',
    headers: { get: (name: string) => headers.get(name.toLowerCase()) ?? null, has: (name: string) => headers.has(name.toLowerCase()) },
    text: () => Promise.resolve(text),
    json: () => Promise.resolve(JSON.parse(text) as unknown),
  };
}

/**
 * The API as the fetcher sees it, in place of `fetch`: each "METHOD url" answers from its queue
 * (the last answer repeats), anything else is a 404. Writes get their anti-forgery token here.
 */
export function fakeApi() {
  const sent: SentRequest[] = [];
  const answers = new Map<string, FakeAnswer[]>();
  const fetch = (url: string, init: RequestInit = {}) => {
    if (url === CSRF_TOKEN_PATH) return Promise.resolve(responseOf({ body: { token: 'test-token' } }));
    const method = init.method ?? 'GET';
    sent.push({ method, url, body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body });
    const queue = answers.get(`${method} ${url}`);
    const answer = queue && queue.length > 1 ? (queue.shift() as FakeAnswer) : (queue?.[0] ?? NOT_FOUND);
    return Promise.resolve(answer.after).then(() => responseOf(answer));
  };
  return {
    sent,
    /** `request` as "GET /api/…"; several answers are given in turn. */
    answer(request: string, ...queue: FakeAnswer[]) {
      answers.set(request, queue);
    },
    /** Forgets what was sent and answered: a new test's API. */
    reset() {
      sent.length = 0;
      answers.clear();
    },
    install() {
      (globalThis as { fetch?: unknown }).fetch = fetch;
    },
    uninstall() {
      delete (globalThis as { fetch?: unknown }).fetch;
      document.cookie = `${SIGNED_IN_HINT_COOKIE}=; path=/; max-age=0`;
    },
    /** The session is `user`: the hint cookie that lets the session be asked, and its answer. */
    signIn(user: User) {
      document.cookie = `${SIGNED_IN_HINT_COOKIE}=1; path=/`;
      answers.set('GET /api/user', [{ body: user }]);
    },
  };
}

export type FakeApi = ReturnType<typeof fakeApi>;

/**
 * A test file's fake API, new for each of its tests (nothing sent or answered is left from the
 * one before) and taken down after it; with `language`, the texts are loaded once and each test
 * starts in that language.
 */
export function fakeApiForEachTest(language?: Language): FakeApi {
  const api = fakeApi();
  if (language) beforeAll(() => initI18n());
  beforeEach(async () => {
    api.reset();
    api.install();
    if (language) await act(() => setLanguage(language));
  });
  afterEach(() => api.uninstall());
  return api;
}

/** A member as GET /api/user gives it. */
export const userFixture = (overrides: Partial<User> = {}): User => ({
  id: 7,
  username: 'amina',
  email: 'amina@example.dz',
  firstName: 'أمينة',
  lastName: 'بن علي',
  phone: null,
  avatar: null,
  role: 'user',
  isBlogAuthor: false,
  isActive: true,
  subscriptionPlan: 'free',
  rewardPoints: 0,
  planExpiresAt: null,
  planNotice: null,
  language: 'ar',
  notifications: { alerts: true, alertChannel: 'email', listingExpiry: true, messages: true, pushMessages: true },
  twoFactor: false,
  deletionScheduledAt: null,
  createdAt: '2025-01-10T09:00:00.000Z',
  ...overrides,
});
