import { Link, useLocation } from 'react-router-dom';

/** Sign in, then back to this very page (the sign-in page honours `next`). */
export function SignInLink({ label }: { label: string }) {
  const { pathname, search } = useLocation();
  return <Link to={`/auth?next=${encodeURIComponent(pathname + search)}`}>{label}</Link>;
}
