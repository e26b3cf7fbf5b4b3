import {
  type SavingsTransferForm,
  savingsPackListResponse,
  savingsSourceListResponse,
  savingsTransferResponse,
} from '@arflow/domain/api/savings';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../shared/api/client.ts';
import { useRefreshingMutation } from '../../shared/api/useRefreshingMutation.ts';

/** Every savings query is under this key (pack-api.ts): a transfer reloads the lists and balances it moved. */
const ALL = ['savings'] as const;

/** Every source with its balance (SourceTranfer's head, AddSourceTranfer's choices). */
export function useSources() {
  return useQuery({
    queryKey: [...ALL, 'sources'],
    queryFn: ({ signal }) =>
      call('/savings/sources', {
        signal,
        query: { page_size: 2000, sort_column: 'code' },
        schema: savingsSourceListResponse,
      }),
  });
}

/** Every pack, whatever its status: a closed pack's fund may still send money back. */
export function useAllPacks() {
  return useQuery({
    queryKey: [...ALL, 'all-packs'],
    queryFn: ({ signal }) =>
      call('/savings/packs', {
        signal,
        query: { page_size: 2000, sort_column: 'code' },
        schema: savingsPackListResponse,
      }),
  });
}

/** GET /savings/transfer/:id: one transfer with the actions the user may take on it now. */
export function useTransfer(id: number) {
  return useQuery({
    queryKey: [...ALL, 'transfer', id],
    queryFn: ({ signal }) => call(`/savings/transfer/${id}`, { signal, schema: savingsTransferResponse }),
    enabled: id > 0,
  });
}

/** POST /savings/transfer: a draft; no money moves until it is confirmed. */
export const useDraftTransfer = () =>
  useRefreshingMutation(ALL, (form: SavingsTransferForm) =>
    call('/savings/transfer', { method: 'POST', body: form, schema: savingsTransferResponse }),
  );

/** POST /savings/transfer/:id/confirm: the money moves and is booked. */
export const useConfirmTransfer = (id: number) =>
  useRefreshingMutation(ALL, () =>
    call(`/savings/transfer/${id}/confirm`, { method: 'POST', schema: savingsTransferResponse }),
  );

/** POST /savings/transfer/:id/cancel: the draft is dropped, with its reason. */
export const useCancelTransfer = (id: number) =>
  useRefreshingMutation(ALL, (reason: string) =>
    call(`/savings/transfer/${id}/cancel`, {
      method: 'POST',
      body: { reason },
      schema: savingsTransferResponse,
    }),
  );
