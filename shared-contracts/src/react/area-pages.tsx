import type { ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import type { AreaPagePath, RemoteName } from '../routing/areas.js';
import { NotFoundPage } from './not-found-page.js';

/**
 * A remote's pages by route pattern, each under one of its prefixes (AREA_PREFIXES): the
 * compiler refuses a path the remote does not own. The build lists the patterns in
 * `pages.json`, so the portal answers 404 for any other path under the prefixes.
 */
export type AreaPageMap<R extends RemoteName> = { [P in AreaPagePath<R>]?: ComponentType };

/** The patterns of a page map, as the remote's prerender bundle exports them for `pages.json`. */
export const pagePatterns = <R extends RemoteName>(pages: AreaPageMap<R>): string[] => Object.keys(pages);

/**
 * Renders a remote's pages under the host's router. The shell mounts every remote at `*`,
 * so these paths are the site's own absolute paths; the remote never creates a router. A path
 * under the remote's prefixes that none of its pages has is Page Not Found.
 */
export function AreaPages<R extends RemoteName>({ pages }: { pages: AreaPageMap<R> }) {
  const entries = Object.entries(pages) as [string, ComponentType][];
  return (
    <Routes>
      {entries.map(([path, Page]) => (
        <Route key={path} path={path} element={<Page />} />
      ))}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
