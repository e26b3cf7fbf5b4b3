import type { LoginRequest } from '@arflow/domain/api/auth';
import type { SsoConfig } from '@arflow/domain/api/sso';
import { call } from '../../shared/api/client.ts';

/**
 * The sign-in page's part in single sign-on, loaded after it is drawn so the page's first load
 * does not grow: the provider's sign-in step (`interaction`), after which the browser goes back
 * to the provider and on to /signin-callback; and, with AUTH_MODE=oidc, starting the code flow.
 */
export async function signInAtProvider(interaction: string, body: LoginRequest): Promise<null> {
  const next = await call<{ redirect_to: string }>(
    `/oidc/interaction/${encodeURIComponent(interaction)}/login`,
    {
      method: 'POST',
      body,
    },
  );
  window.location.assign(next.redirect_to);
  return null;
}

export async function startIfConfigured(redirect: string | null): Promise<void> {
  const config = await call<SsoConfig>('/auth/sso');
  if (config.mode !== 'oidc') return;
  const flow = await import('../sso/flow.ts');
  await flow.startSignIn(redirect ?? '/');
}
