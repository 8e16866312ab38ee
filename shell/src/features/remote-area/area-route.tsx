import { useLocation } from 'react-router-dom';
import { protectionOf, remoteForPath } from 'shared-contracts';
import { NotFoundPage } from 'shared-contracts/react';
import { RequireSession } from '../account/require-session';
import { RemoteArea } from './remote-area';

/** Any path the shell does not own: the remote that serves it, or Page Not Found. */
export function AreaRoute() {
  const { pathname } = useLocation();
  const remote = remoteForPath(pathname);
  if (!remote) return <NotFoundPage />;
  const area = <RemoteArea key={remote} remote={remote} />;
  const role = protectionOf(pathname);
  return role ? <RequireSession role={role}>{area}</RequireSession> : area;
}
