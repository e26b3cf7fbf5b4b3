import { canEnterArea, homePath } from '@arflow/domain/areas';
import { allows } from '@arflow/domain/permissions';
import type { Area } from '@arflow/domain/screens';
import { lazy, Suspense } from 'react';
import { Navigate, Outlet } from 'react-router';
import { useSession } from '../../shared/session/session.ts';
import { FullPageSpin } from '../pages/FullPageSpin.tsx';
import { useCurrentScreen } from '../routes/useCurrentScreen.ts';

// antd's Result (with its pictures) is fetched when a 403 shows, not with the sign-in page's entry code.
const ForbiddenPage = lazy(() =>
  import('../pages/ForbiddenPage.tsx').then((m) => ({ default: m.ForbiddenPage })),
);

/**
 * One guard per area (spec §2): a user of another enterprise type goes to their own home; a
 * user of the right type whose role may not open this screen sees the 403 text.
 */
export function AreaGuard({ area }: { area: Area }) {
  const { user } = useSession();
  const screen = useCurrentScreen();
  if (!user) return null;
  if (!canEnterArea(user, area)) return <Navigate to={homePath(user)} replace />;
  if (screen && !allows(screen.access, user)) {
    return (
      <Suspense fallback={<FullPageSpin />}>
        <ForbiddenPage />
      </Suspense>
    );
  }
  return <Outlet />;
}
