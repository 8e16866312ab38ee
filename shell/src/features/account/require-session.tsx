import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';
import { toast, useSession } from 'shared-contracts/react';
import { isStaff } from 'shared-contracts';
import { AreaLoading } from '../../components/loading/area-loading';
import { SIGN_IN_PATH } from '../../config/paths';

/**
 * A page for signed-in visitors (or admins) only. The server authorises every call anyway; this
 * sends the visitor where they can act: to sign in (and back here after), or to their dashboard.
 */
export function RequireSession({ role, children }: { role: 'user' | 'admin'; children: ReactNode }) {
  const { t } = useTranslation('shell');
  const { user, isLoading } = useSession();
  const { pathname, search } = useLocation();
  const denied = user !== null && role === 'admin' && !isStaff(user.role);

  useEffect(() => {
    if (denied) toast({ variant: 'destructive', title: t('account.unauthorized') });
  }, [denied, t]);

  if (isLoading) return <AreaLoading />;
  if (!user) return <Navigate to={`${SIGN_IN_PATH}?next=${encodeURIComponent(pathname + search)}`} replace />;
  if (denied) return <Navigate to="/dashboard" replace />;
  return children;
}
