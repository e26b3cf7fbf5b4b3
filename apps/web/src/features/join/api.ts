import { joinCheckResponse, type LoginResponse, type RegisterRequest } from '@arflow/domain/api/auth';
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
