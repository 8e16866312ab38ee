/**
 * Which front end serves which part of the site. Each remote owns path prefixes: a prefix
 * covers itself and every path below it (`/dashboard` covers `/dashboard/listings/7/edit`),
 * and inside its prefixes the remote's own router decides, so a remote adds a page without
 * the shell or the backend being rebuilt. Home (`/`) covers only itself.
 */
export const REMOTE_NAMES = ['marketplace', 'community', 'account', 'admin'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

export const AREA_PREFIXES = {
  marketplace: ['/', '/search', '/property'],
  community: ['/blog', '/forum', '/advisors'],
  account: ['/dashboard', '/subscription', '/suggestions', '/support', '/settings'],
  admin: ['/admin'],
} as const satisfies Record<RemoteName, readonly string[]>;

export type AreaPrefix<R extends RemoteName> = (typeof AREA_PREFIXES)[R][number];

/** A page pattern a remote may declare: one of its prefixes, or a path below one. */
export type AreaPagePath<R extends RemoteName> = AreaPrefix<R> | `${Exclude<AreaPrefix<R>, '/'>}/${string}`;

/** Pages the shell renders itself, lazily, outside any remote. */
export const SHELL_PATHS = ['/auth', '/auth/reset', '/about', '/contact', '/privacy', '/terms'] as const;
export type ShellPath = (typeof SHELL_PATHS)[number];

/** Where each remote's files live under the portal (`/mfe/<name>/`). */
export const remoteBasePath = (name: RemoteName): string => `/mfe/${name}/`;

/** The one module each remote exposes: a component that renders the pages it owns. */
export const REMOTE_EXPOSE = './routes';

/** How the host asks the federation runtime for a remote's routes: `loadRemote('marketplace/routes')`. */
export const remoteRoutesId = (name: RemoteName): string => `${name}/${REMOTE_EXPOSE.replace('./', '')}`;

const withoutTrailingSlash = (pathname: string): string => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

/** Matches a route pattern such as `/property/:id` against a pathname; a trailing slash is ignored. */
export function matchesPattern(pattern: string, pathname: string): boolean {
  const want = pattern.split('/');
  const got = withoutTrailingSlash(pathname).split('/');
  if (want.length !== got.length) return false;
  return want.every((part, i) => (part.startsWith(':') ? got[i] !== '' : part === got[i]));
}

/** Whether a prefix covers a pathname: itself or any path below it; `/` only itself. */
export function isUnderPrefix(prefix: string, pathname: string): boolean {
  const path = withoutTrailingSlash(pathname);
  return path === prefix || (prefix !== '/' && path.startsWith(`${prefix}/`));
}

/** The remote whose prefixes cover a pathname, or null when the shell (or its 404 page) serves it. */
export function remoteForPath(pathname: string): RemoteName | null {
  for (const name of REMOTE_NAMES) {
    if (AREA_PREFIXES[name].some((prefix) => isUnderPrefix(prefix, pathname))) return name;
  }
  return null;
}

/** One of the shell's own pages. */
export const isShellPage = (pathname: string): boolean => SHELL_PATHS.some((path) => matchesPattern(path, pathname));

/**
 * A path some page answers, given the page patterns each remote's build declares (its
 * `pages.json`). A remote whose build cannot be read is given the benefit of the doubt: its
 * page is served, and the shell shows the area as unavailable. Any other path is Page Not Found.
 */
export function isKnownPage(pathname: string, pagesOf: (name: RemoteName) => readonly string[] | null): boolean {
  if (isShellPage(pathname)) return true;
  const remote = remoteForPath(pathname);
  if (!remote) return false;
  const pages = pagesOf(remote);
  return pages === null || pages.some((pattern) => matchesPattern(pattern, pathname));
}

/**
 * The key of the Page Not Found page in the shell's prerender (a path no page has): the
 * portal serves that page, with status 404, for every unknown path.
 */
export const NOT_FOUND_PAGE = '/404';
