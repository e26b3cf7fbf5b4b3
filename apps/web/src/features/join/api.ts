import { joinCheckResponse, type LoginResponse, type RegisterRequest } from '@arflow/domain/api/auth';
import type { SsoConfig } from '@arflow/domain/api/sso';
import { useMutation, useQuery } from '@tanstack/react-query';
import { call } from '../../shared/api/client.ts';

/** GET /auth/check-join/{token}: whom the invitation is for, or why the link opens nothing. */
export function useInvitation(token: string) {
  return useQuery({
    queryKey: ['join', token],
    queryFn: ({ signal }) =>
      call(`/auth/check-join/${encodeURIComponent(token)}`, { signal, schema: joinCheckResponse }),
    enabled: token !== '',
    // An answer about a link does not change by asking again (and every ask counts to the limit).
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** POST /user/register: accept the invitation; the answer is a sign-in. */
export function useRegister() {
  return useMutation({
    mutationFn: (body: RegisterRequest) => call<LoginResponse>('/user/register', { method: 'POST', body }),
  });
}

/**
 * Whether the registration's answer becomes this tab's session. With single sign-on
 * (AUTH_MODE=oidc) everyone signs in at the provider, the new member too: the registration's own
 * session is ended at once and the caller sends them to the sign-in page, which starts the code flow.
 */
export async function keepsRegistrationSession(login: LoginResponse): Promise<boolean> {
  const config = await call<SsoConfig>('/auth/sso');
  if (config.mode !== 'oidc') return true;
  await call('/auth/logout', { method: 'POST', token: login.token }).catch(() => undefined);
  return false;
}
