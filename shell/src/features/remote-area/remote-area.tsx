import { Suspense, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { RemoteName } from 'shared-contracts';
import { PageArrived, PageFallback } from '../../components/loading/page-fallback';
import { retryNeedsReload } from '../../federation/retry-needs-reload';
import { RemoteBoundary } from './remote-boundary';
import { remoteRoutes } from './remote-routes-cache';

/**
 * One remote's pages, isolated: whether the remote is down, slow or throws while rendering,
 * only this area shows "unavailable" with Retry; the frame and other areas keep working.
 */
export function RemoteArea({ remote }: { remote: RemoteName }) {
  const { pathname } = useLocation();
  const [, setAttempt] = useState(0);
  const Routes = remoteRoutes(remote);
  const retry = () => (retryNeedsReload(remote) ? window.location.reload() : setAttempt((n) => n + 1));
  return (
    <RemoteBoundary resetKey={pathname} onRetry={retry}>
      <Suspense fallback={<PageFallback />}>
        <PageArrived area={remote}>
          {/* eslint-disable-next-line react-hooks/static-components -- remoteRoutes caches one lazy component per remote: the same every render, a new one only after a failed load, which Retry wants */}
          <Routes />
        </PageArrived>
      </Suspense>
    </RemoteBoundary>
  );
}
