import { useEffect } from 'react';
import { endServerSession, useToken } from './session.ts';
import { getExpiry } from './token-store.ts';

/** Set (to the ID token) while this browser's session came from the OpenID provider (features/sso/flow.ts). */
export const PROVIDER_SESSION = 'arflow.oidc.id_token';

/**
 * A session from the provider ends there (RP-initiated logout): the server revokes its token,
 * then the browser goes to the provider, which ends its session and comes back to
 * /signout-callback, where every tab forgets the session. This tab keeps it until then, so no
 * tab starts a new sign-in while the provider's session still lives. False when the session is
 * not the provider's or the provider cannot sign out: the caller signs out here only.
 */
export async function signOutAtProvider(): Promise<boolean> {
  if (!localStorage.getItem(PROVIDER_SESSION)) return false;
  await endServerSession();
  const flow = await import('../../features/sso/flow.ts');
  return flow.signOutAtProvider();
}

/**
 * A session from the OpenID provider is renewed before its access token ends; each new token
 * schedules the next renewal. The flow's code loads only for such a session.
 */
export function useSilentRenew(): void {
  const token = useToken();
  useEffect(() => {
    const expiry = getExpiry();
    if (!token || !expiry || !localStorage.getItem(PROVIDER_SESSION)) return;
    let stop: (() => void) | undefined;
    let live = true;
    void import('../../features/sso/flow.ts').then((flow) => {
      if (live) stop = flow.scheduleRenew(expiry);
    });
    return () => {
      live = false;
      stop?.();
    };
  }, [token]);
}
