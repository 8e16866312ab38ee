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
