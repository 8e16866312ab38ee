import { lazy, type LazyExoticComponent, type ComponentType } from 'react';
import type { RemoteName } from 'shared-contracts';
import { loadRemoteRoutes } from '../../federation/load-remote-routes';

// One lazy component per remote for the whole visit, so moving between areas never shows the
// loading state twice. A failed load is forgotten: Retry, or coming back later, asks anew.
const cache = new Map<RemoteName, LazyExoticComponent<ComponentType>>();

export function remoteRoutes(remote: RemoteName): LazyExoticComponent<ComponentType> {
  let routes = cache.get(remote);
  if (!routes) {
    routes = lazy(() =>
      loadRemoteRoutes(remote).catch((error: unknown) => {
        cache.delete(remote);
        throw error;
      }),
    );
    cache.set(remote, routes);
  }
  return routes;
}
