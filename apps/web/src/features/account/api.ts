import type { ChangePasswordRequest, LoginResponse, UpdateYourselfRequest } from '@arflow/domain/api/auth';
import type { SessionUser } from '@arflow/domain/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../shared/api/client.ts';
import { ME_KEY, useSignIn } from '../../shared/session/session.ts';

export function useUpdateYourself() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateYourselfRequest) =>
      call<{ user: SessionUser }>('/user/update/yourself', { method: 'POST', body }),
    onSuccess: ({ user }, body) => {
      // The answer has no phone (SessionUser); keep the one just saved for the view.
      queryClient.setQueryData(ME_KEY, { ...user, tel_num: body.tel_num ?? null });
    },
  });
}

/** The server revokes older tokens on a password change and answers a new one: keep it. */
export function useChangePassword() {
  const signIn = useSignIn();
  return useMutation({
    mutationFn: (body: ChangePasswordRequest) =>
      call<LoginResponse>('/user/change-password', { method: 'POST', body }),
    onSuccess: signIn,
  });
}
