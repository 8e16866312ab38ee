/** An origin no page of the site has: a `next` that keeps it is a path of this site. */
const HERE = 'https://here.invalid';

/**
 * Where to go after signing in: the page that sent the visitor to sign in, if it is a path on
 * this site. Anything else goes home: no open redirect, and nothing the router cannot open. Read
 * as the browser reads an address (tabs and line breaks dropped, \ as /), so that `/\t/evil.example`
 * is seen for the other site it is.
 */
export function nextPath(search: string): string {
  const next = new URLSearchParams(search).get('next');
  if (!next?.startsWith('/')) return '/';
  const url = new URL(next, HERE);
  return url.origin === HERE ? `${url.pathname}${url.search}${url.hash}` : '/';
}
