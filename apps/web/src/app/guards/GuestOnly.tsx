import { Navigate, Outlet, useSearchParams } from 'react-router';
import { afterLoginPath, REDIRECT_PARAM } from '../../shared/session/redirect.ts';
import { useSession } from '../../shared/session/session.ts';
import { FullPageSpin } from '../pages/FullPageSpin.tsx';

/**
 * The authentication layout is for guests: a signed-in user goes to the `redirect` target or
 * their home. This is also how the login page leaves after a successful sign-in.
 */
export function GuestOnly() {
  const { token, user, loading } = useSession();
  const [params] = useSearchParams();
  if (token && loading) return <FullPageSpin />;
  if (user) return <Navigate to={afterLoginPath(params.get(REDIRECT_PARAM), user)} replace />;
  return <Outlet />;
}
