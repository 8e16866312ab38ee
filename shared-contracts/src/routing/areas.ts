/**
 * Which front end serves which page. The shell's route table, each remote's own routes and
 * the portal's preload hints are all derived from this one table, so a path can never be
 * owned by two areas or by none.
 */
export const REMOTE_NAMES = ['marketplace', 'community', 'account', 'admin'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

export const AREA_PATHS = {
  marketplace: ['/', '/search', '/property/:id'],
  community: ['/blog', '/blog/:slug', '/forum', '/forum/:id', '/advisors', '/advisors/:id'],
  account: ['/dashboard', '/subscription', '/suggestions', '/support', '/settings'],
  admin: ['/admin'],
} as const satisfies Record<RemoteName, readonly string[]>;

export type AreaPath<R extends RemoteName> = (typeof AREA_PATHS)[R][number];

/** Pages the shell renders itself, lazily, outside any remote. */
export const SHELL_PATHS = ['/auth', '/auth/reset', '/about', '/contact', '/privacy', '/terms'] as const;
export type ShellPath = (typeof SHELL_PATHS)[number];

/** Where each remote's files live under the portal (`/mfe/<name>/`). */
export const remoteBasePath = (name: RemoteName): string => `/mfe/${name}/`;

/** The one module each remote exposes: a component that renders the pages it owns. */
export const REMOTE_EXPOSE = './routes';

/** How the host asks the federation runtime for a remote's routes: `loadRemote('marketplace/routes')`. */
export const remoteRoutesId = (name: RemoteName): string => `${name}/${REMOTE_EXPOSE.replace('./', '')}`;

/** Matches a route pattern such as `/property/:id` against a pathname; a trailing slash is ignored. */
export function matchesPattern(pattern: string, pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const want = pattern.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return false;
  return want.every((part, i) => (part.startsWith(':') ? got[i] !== '' : part === got[i]));
}

/** A path some page answers: the shell's own, or one of a remote's. Any other is Page Not Found (HTTP 404). */
export function isKnownPage(pathname: string): boolean {
  return SHELL_PATHS.some((path) => matchesPattern(path, pathname)) || remoteForPath(pathname) !== null;
}

/**
 * The key of the Page Not Found page in the shell's prerender (a path no page has): the
 * portal serves that page, with status 404, for every unknown path.
 */
export const NOT_FOUND_PAGE = '/404';

/** The remote that serves a pathname, or null when the shell (or its 404 page) does. */
export function remoteForPath(pathname: string): RemoteName | null {
  for (const name of REMOTE_NAMES) {
    if (AREA_PATHS[name].some((pattern) => matchesPattern(pattern, pathname))) return name;
  }
  return null;
}
