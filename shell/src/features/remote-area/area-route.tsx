import { useLocation } from 'react-router-dom';
import { PROTECTED_PATHS, remoteForPath } from 'shared-contracts';
import { RequireSession } from '../account/require-session';
import { NotFoundPage } from '../not-found/not-found-page';
import { RemoteArea } from './remote-area';

const protectionOf = (pathname: string) => PROTECTED_PATHS[pathname.replace(/(.)\/+$/, '$1') as keyof typeof PROTECTED_PATHS];

/** Any path the shell does not own: the remote that serves it, or Page Not Found. */
export function AreaRoute() {
  const { pathname } = useLocation();
  const remote = remoteForPath(pathname);
  if (!remote) return <NotFoundPage />;
  const area = <RemoteArea key={remote} remote={remote} />;
  const role = protectionOf(pathname);
  return role ? <RequireSession role={role}>{area}</RequireSession> : area;
}
