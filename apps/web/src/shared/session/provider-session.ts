import { useEffect } from 'react';
import { useToken } from './session.ts';
import { getExpiry } from './token-store.ts';

/** Set (to the ID token) while this browser's session came from the OpenID provider (features/sso/flow.ts). */
export const PROVIDER_SESSION = 'arflow.oidc.id_token';

/**
 * A session from the OpenID provider is renewed before its access token ends; each new token
 * schedules the next renewal. The flow's code loads only for such a session.
 */
/** A session from the provider ends there too (RP-initiated logout, back to /signout-callback). */
export async function signOutAtProvider(): Promise<void> {
  if (!localStorage.getItem(PROVIDER_SESSION)) return;
  const flow = await import('../../features/sso/flow.ts');
  await flow.signOutAtProvider();
}

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
