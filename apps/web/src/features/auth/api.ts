import type { LoginRequest, LoginResponse } from '@arflow/domain/api/auth';
import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { call } from '../../shared/api/client.ts';
import { useSignIn } from '../../shared/session/session.ts';

const providerStep = () => import('./provider-step.ts');

/** Sign in with the password: POST /auth/login, or the OpenID provider's sign-in step `interaction`. */
export function useLogin(interaction: string | null) {
  const signIn = useSignIn();
  return useMutation({
    mutationFn: async (body: LoginRequest) =>
      interaction
        ? (await providerStep()).signInAtProvider(interaction, body)
        : call<LoginResponse>('/auth/login', { method: 'POST', body }),
    onSuccess: (login) => login && signIn(login),
  });
}

/** With AUTH_MODE=oidc the sign-in page starts the code flow (not on the provider's own step). */
export function useStartCodeFlow(interaction: string | null, redirect: string | null): void {
  useEffect(() => {
    if (interaction === null)
      void providerStep().then(
        (step) => step.startIfConfigured(redirect),
        () => {},
      );
  }, [interaction, redirect]);
}
