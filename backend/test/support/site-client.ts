import { CSRF_HEADER } from 'shared-contracts';
import { BROWSER_USER_AGENT, SESSION_COOKIE } from './session-client.js';

export interface SiteAnswer<T = unknown> {
  status: number;
  body: T;
}

/**
 * One person's browser on a running site (over real HTTP, keep-alive), from an address of its
 * own (X-Forwarded-For: the site runs with TRUST_PROXY): keeps the session cookie and the
 * latest CSRF token, as the front end does.
 */
export class SiteClient {
  cookie = '';
  token = '';

  constructor(
    private readonly baseUrl: string,
    private readonly address: string,
  ) {}

  async start(): Promise<this> {
    this.token = (await this.call<{ token: string }>('GET', '/api/csrf-token')).body.token;
    return this;
  }

  call<T = unknown>(method: string, path: string, body?: unknown): Promise<SiteAnswer<T>> {
    const json = body !== undefined && !(body instanceof FormData);
    return this.send<T>(method, path, json ? JSON.stringify(body) : body, json ? { 'Content-Type': 'application/json' } : {});
  }

  private async send<T>(method: string, path: string, body: string | FormData | undefined, headers: Record<string, string>): Promise<SiteAnswer<T>> {
    const response = await fetch(this.baseUrl + path, {
      method,
      body,
      headers: {
        ...headers,
        'User-Agent': BROWSER_USER_AGENT,
        'X-Forwarded-For': this.address,
        ...(this.cookie && { Cookie: `${SESSION_COOKIE}=${this.cookie}` }),
        ...(method !== 'GET' && { [CSRF_HEADER]: this.token }),
      },
    });
    const setCookie = response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`));
    if (setCookie) this.cookie = setCookie.split(';')[0].slice(SESSION_COOKIE.length + 1);
    this.token = response.headers.get(CSRF_HEADER) ?? this.token;
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // Not JSON: kept as text.
    }
    return { status: response.status, body: parsed as T };
  }
}
