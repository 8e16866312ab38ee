// The bench's visitor signed in as a demo account, through the API as the site does: the cookie
// Lighthouse then sends with every request of the page.

/** The demo accounts the embedded database starts with. */
export const DEMO = {
  user: { email: 'demo@djelfa-estates.dz', password: 'Djelfa-Demo-2026' },
  admin: { email: 'admin@djelfa-estates.dz', password: 'Djelfa-Admin-2026' },
};

/** @returns {Promise<string>} the session's Cookie header */
export async function signedInCookie(baseUrl, { email, password }) {
  const first = await fetch(`${baseUrl}/api/csrf-token`);
  const { token } = await first.json();
  const cookie = first.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const login = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrf-token': token, cookie },
    body: JSON.stringify({ email, password }),
  });
  if (login.status !== 200) throw new Error(`The bench could not sign in as ${email}: ${login.status} ${await login.text()}`);
  return (
    login.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ') || cookie
  );
}

/**
 * A Cookie header as the browser's own cookies for `origin`. The shell reads the session's hint
 * cookie from document.cookie (an anonymous visit asks nothing): a Cookie header sent with each
 * request alone, which the page's scripts do not see, leaves the page signed out, and sends it to
 * the sign-in page.
 * @returns {{ name: string, value: string, url: string }[]}
 */
export const browserCookies = (origin, cookie) => cookie.split('; ').map((pair) => ({ name: pair.split('=')[0], value: pair.slice(pair.indexOf('=') + 1), url: origin }));

/** The demo account's session cookie, asked once per process and per portal. */
const cookies = new Map();

/**
 * A browser context (Arabic) for a visit to `url`: signed in as the demo account the environment's
 * ACCOUNT names (user or admin), a visitor when it names none.
 * @param {import('playwright').Browser} browser
 * @param {string} url
 */
export async function visitorContext(browser, url) {
  const context = await browser.newContext({ locale: 'ar' });
  const account = process.env.ACCOUNT;
  if (!account) return context;
  const { origin } = new URL(url);
  if (!cookies.has(origin)) cookies.set(origin, await signedInCookie(origin, DEMO[account]));
  const cookie = cookies.get(origin);
  await context.addCookies(browserCookies(origin, cookie));
  return context;
}

/** A signed-in page that sent the bench to the sign-in page has measured that page: stop there. */
export function expectArrived(asked, landed) {
  const path = (address) => new URL(address).pathname;
  if (path(landed) !== path(asked)) throw new Error(`The bench asked for ${path(asked)} and landed on ${landed}: it would measure another page.`);
}
