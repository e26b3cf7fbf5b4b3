import type { LoginResponse } from '@arflow/domain/api/auth';
import type { SessionUser } from '@arflow/domain/session';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { call } from '../api/client.ts';
import { clearToken, getToken, setToken, subscribeToken } from './token-store.ts';

export const ME_KEY = ['user', 'me'] as const;

/** The signed-in user as GET /auth/user answers it. */
export type Me = SessionUser;

// /auth/user, not /user/me: it also answers a user who must change their password first.
export async function fetchMe(): Promise<Me> {
  const body = await call<{ user: Me } | Me>('/auth/user');
  return 'user' in body ? body.user : body;
}

export interface Session {
  token: string | null;
  user: Me | null;
  /** A token is there and the user is still being fetched. */
  loading: boolean;
  error: unknown;
  refetch: () => void;
}

export function useToken(): string | null {
  return useSyncExternalStore(subscribeToken, getToken, () => null);
}

export function useSession(): Session {
  const token = useToken();
  const me = useQuery({ queryKey: ME_KEY, queryFn: fetchMe, enabled: token !== null, staleTime: 5 * 60_000 });
  return {
    token,
    user: token ? (me.data ?? null) : null,
    loading: token !== null && me.isPending,
    error: token ? me.error : null,
    refetch: () => void me.refetch(),
  };
}

export function useSignIn(): (login: LoginResponse) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (login: LoginResponse) => {
      queryClient.setQueryData(ME_KEY, login.user);
      setToken(login.token, login.expires_at);
    },
    [queryClient],
  );
}

/** Forget the session in this browser only: for a session the server has already ended (a 401). */
export function useClearSession(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => {
    clearToken();
    queryClient.clear();
  }, [queryClient]);
}

/**
 * Sign out: the server revokes the token (POST /auth/logout), so a copy of it is worthless,
 * then this browser forgets it. Should the call fail (server unreachable), the browser still
 * signs out.
 */
export function useSignOut(): () => Promise<void> {
  const clear = useClearSession();
  return useCallback(async () => {
    await endServerSession();
    clear();
  }, [clear]);
}

/** POST /auth/logout: the server revokes this token; should the call fail, the browser signs out all the same. */
export async function endServerSession(): Promise<void> {
  try {
    await call('/auth/logout', { method: 'POST' });
  } catch {
    // signed out here all the same
  }
}
