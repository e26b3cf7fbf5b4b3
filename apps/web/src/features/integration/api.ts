import { INTEGRATION_ACCESS } from '@arflow/domain/access/integration';
import {
  type IntegrationLogBody,
  type IntegrationRequestType,
  integrationLogResponse,
  integrationSendResponse,
} from '@arflow/domain/api/integration';
import { allows } from '@arflow/domain/permissions';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../shared/api/client.ts';
import { useRefreshingMutation } from '../../shared/api/useRefreshingMutation.ts';
import { useSession } from '../../shared/session/session.ts';

const keys = { all: ['integration-logs'] as const };

/** POST /arito-logs/get-logs: newest first. */
export function useIntegrationLogs(body: IntegrationLogBody, enabled = true) {
  return useQuery({
    queryKey: [...keys.all, body],
    queryFn: ({ signal }) =>
      call('/arito-logs/get-logs', { method: 'POST', body, signal, schema: integrationLogResponse }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

const SEND_PATHS = {
  enterprise: '/arito-logs/send-enterprise',
  transaction_first_payment: '/arito-logs/send-transaction-first-payment',
  buy_first_paid: '/arito-logs/send-buy-first-paid',
  settled: '/arito-logs/send-settled',
} as const satisfies Record<IntegrationRequestType, string>;

/** POST /arito-logs/send-*: sends the record's event again, now (queue type manual). */
export function useSendIntegration() {
  return useRefreshingMutation(keys.all, (o: { type: IntegrationRequestType; id: number }) =>
    call(SEND_PATHS[o.type], { method: 'POST', body: { id: o.id }, schema: integrationSendResponse }),
  );
}

export function useIntegrationAccess() {
  const user = useSession().user;
  return { read: allows(INTEGRATION_ACCESS.read, user), send: allows(INTEGRATION_ACCESS.send, user) };
}
