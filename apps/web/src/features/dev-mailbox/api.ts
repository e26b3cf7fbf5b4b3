import { devMailboxResponse } from '@arflow/domain/api/dev-mailbox';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../shared/api/client.ts';

/** GET /dev/mailbox, polled: a mail queued by another tab (an OTP) shows up by itself. */
export function useDevMailbox(to: string) {
  return useQuery({
    queryKey: ['devMailbox', to],
    queryFn: ({ signal }) =>
      call('/dev/mailbox', { signal, query: to ? { to } : {}, schema: devMailboxResponse }),
    placeholderData: keepPreviousData,
    refetchInterval: 3000,
    retry: false,
  });
}
