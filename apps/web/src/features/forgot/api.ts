import { okResponse } from '@arflow/domain/api/auth';
import {
  type ForgotLinkRequest,
  forgotCheckResponse,
  type ResetPasswordRequest,
} from '@arflow/domain/api/forgot';
import { useMutation, useQuery } from '@tanstack/react-query';
import { call } from '../../shared/api/client.ts';

/** POST /auth/forgot/get-link: the answer is the same whether the address has an account or not. */
export function useAskLink() {
  return useMutation({
    mutationFn: (body: ForgotLinkRequest) =>
      call('/auth/forgot/get-link', { method: 'POST', body, schema: okResponse }),
  });
}

/** GET /auth/check-forgot/{token}: whose account the link is for (masked), or why it opens nothing. */
export function useResetLink(token: string) {
  return useQuery({
    queryKey: ['forgot', token],
    queryFn: ({ signal }) =>
      call(`/auth/check-forgot/${encodeURIComponent(token)}`, { signal, schema: forgotCheckResponse }),
    // An answer about a link does not change by asking again (and every ask counts to the limit).
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** POST /auth/forgot/reset-pass: set the new password; the user then signs in with it. */
export function useResetPassword() {
  return useMutation({
    mutationFn: (body: ResetPasswordRequest) =>
      call('/auth/forgot/reset-pass', { method: 'POST', body, schema: okResponse }),
  });
}
