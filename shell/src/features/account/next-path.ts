/**
 * Where to go after signing in: the page that sent the visitor to sign in, if it is a path on
 * this site. Anything else (another site, `//evil.example`) goes home: no open redirect.
 */
export function nextPath(search: string): string {
  const next = new URLSearchParams(search).get('next');
  return next && next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\') ? next : '/';
}
