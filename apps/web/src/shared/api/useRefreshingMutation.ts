import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * A write whose success makes every query under `key` (lists, details, counts of the area) load
 * again, so no screen shows what the server has just changed. Each module's mutations are this.
 */
export function useRefreshingMutation<B, R>(key: QueryKey, mutationFn: (body: B) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
