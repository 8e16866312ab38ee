import type { ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import type { AreaPath, RemoteName } from '../routing/areas.js';

/** A remote's page for each path it owns (AREA_PATHS): the compiler refuses a missing one. */
export type AreaPageMap<R extends RemoteName> = Record<AreaPath<R>, ComponentType>;

/**
 * Renders a remote's pages under the host's router. The shell mounts every remote at `*`,
 * so these paths are the site's own absolute paths; the remote never creates a router.
 */
export function AreaPages<R extends RemoteName>({ pages }: { pages: AreaPageMap<R> }) {
  const entries = Object.entries(pages) as [string, ComponentType][];
  return (
    <Routes>
      {entries.map(([path, Page]) => (
        <Route key={path} path={path} element={<Page />} />
      ))}
    </Routes>
  );
}
