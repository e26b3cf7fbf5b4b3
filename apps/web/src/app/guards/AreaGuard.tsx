import { canEnterArea, homePath } from '@arflow/domain/menus';
import { allows } from '@arflow/domain/permissions';
import type { Area } from '@arflow/domain/screens';
import { Navigate, Outlet } from 'react-router';
import { useSession } from '../../shared/session/session.ts';
import { ForbiddenPage } from '../pages/ForbiddenPage.tsx';
import { useCurrentScreen } from '../routes/useCurrentScreen.ts';

/**
 * One guard per area (spec §2): a user of another enterprise type goes to their own home; a
 * user of the right type whose role may not open this screen sees the 403 text.
 */
export function AreaGuard({ area }: { area: Area }) {
  const { user } = useSession();
  const screen = useCurrentScreen();
  if (!user) return null;
  if (!canEnterArea(user, area)) return <Navigate to={homePath(user)} replace />;
  if (screen && !allows(screen.access, user)) return <ForbiddenPage />;
  return <Outlet />;
}
