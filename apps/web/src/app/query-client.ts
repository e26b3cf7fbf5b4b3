import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../shared/api/api-error.ts';

/** Client errors (4xx) are answers, not glitches: retry only network and server failures, once. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 1,
        refetchOnWindowFocus: false,
        staleTime: 30_000,
      },
      mutations: { retry: false },
    },
  });
}
