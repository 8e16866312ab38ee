import type { Server } from 'node:http';
import request, { type Response } from 'supertest';
import { CSRF_HEADER, type RegisterRequest } from 'shared-contracts';

export const SESSION_COOKIE = 'djelfa.sid';

/** What a visitor's phone says it is (a client that says nothing is taken for a script). */
export const BROWSER_USER_AGENT = 'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

/** The session cookie's value in an answer's Set-Cookie, if it sets one. */
export function sessionCookieOf(response: Response): string | undefined {
  const cookies = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
  return cookies
    .find((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`))
    ?.split(';')[0]
    .slice(SESSION_COOKIE.length + 1);
}

/** A browser tab of the front end: keeps the cookie, and the latest CSRF token the API sent. */
export class SessionClient {
  readonly agent: ReturnType<typeof request.agent>;
  token = '';
  /** The last session cookie value the API set. */
  cookie?: string;

  constructor(server: Server, userAgent = BROWSER_USER_AGENT) {
    this.agent = request.agent(server).set('User-Agent', userAgent);
  }

  /** As the front end does first: GET /api/csrf-token (an anonymous session starts). */
  async start(): Promise<this> {
    this.token = (await this.get('/api/csrf-token')).body.token;
    return this;
  }

  get(path: string): Promise<Response> {
    return this.remember(this.agent.get(path));
  }

  post(path: string, body?: object): Promise<Response> {
    return this.remember(this.agent.post(path).set(CSRF_HEADER, this.token).send(body));
  }

  put(path: string, body?: object): Promise<Response> {
    return this.remember(this.agent.put(path).set(CSRF_HEADER, this.token).send(body));
  }

  private async remember(pending: PromiseLike<Response>): Promise<Response> {
    const response = await pending;
    this.token = response.headers[CSRF_HEADER] ?? this.token;
    this.cookie = sessionCookieOf(response) ?? this.cookie;
    return response;
  }
}

let serial = 0;

/** A valid sign-up, different at each call. */
export function newAccount(overrides: Partial<RegisterRequest> = {}): RegisterRequest {
  serial += 1;
  const tag = `${process.pid}x${serial}`;
  return {
    username: `amina${tag}`,
    email: `amina.${tag}@example.dz`,
    password: 'Hauts-Plateaux-17',
    firstName: 'أمينة',
    lastName: 'بن علي',
    phone: '+213 555 12 34 56',
    ...overrides,
  };
}

/** A new client signed up (and so signed in) with a fresh account. */
export async function signedUp(server: Server, overrides: Partial<RegisterRequest> = {}): Promise<{ client: SessionClient; account: RegisterRequest; id: number }> {
  const client = await new SessionClient(server).start();
  const account = newAccount(overrides);
  const response = await client.post('/api/register', account);
  if (response.status !== 201) throw new Error(`Sign-up failed: ${response.status} ${JSON.stringify(response.body)}`);
  return { client, account, id: response.body.id };
}
