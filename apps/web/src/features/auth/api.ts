import type { LoginRequest, LoginResponse } from '@arflow/domain/api/auth';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../shared/api/client.ts';
import { useSignIn } from '../../shared/session/session.ts';

export function useLogin() {
  const signIn = useSignIn();
  return useMutation({
    mutationFn: (body: LoginRequest) => call<LoginResponse>('/auth/login', { method: 'POST', body }),
    onSuccess: signIn,
  });
}
