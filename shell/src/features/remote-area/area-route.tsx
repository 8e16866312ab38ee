import { useLocation } from 'react-router-dom';
import { remoteForPath } from 'shared-contracts';
import { NotFoundPage } from '../not-found/not-found-page';
import { RemoteArea } from './remote-area';

/** Any path the shell does not own: the remote that serves it, or Page Not Found. */
export function AreaRoute() {
  const { pathname } = useLocation();
  const remote = remoteForPath(pathname);
  return remote ? <RemoteArea key={remote} remote={remote} /> : <NotFoundPage />;
}
