import {
  CONTRACT_SORT_COLUMNS,
  type ContractRequest,
  contractDetailResponse,
  contractFileResponse,
  type contractListQuery,
  contractListResponse,
  contractResponse,
} from '@arflow/domain/api/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../shared/api/client.ts';
import { saveFileInfo } from '../../shared/api/upload.ts';
import { useRefreshingMutation } from '../../shared/api/useRefreshingMutation.ts';
import { getList } from '../../shared/list/list-request.ts';
import type { FiltersOf, ListOptions, ListState } from '../../shared/list/list-state.ts';

/** The contract list's URL state: the query schema's filters. */
export const CONTRACT_LIST = {
  filters: ['keyword', 'contract_status', 'contract_type'],
  sortColumns: CONTRACT_SORT_COLUMNS,
} as const satisfies ListOptions<FiltersOf<typeof contractListQuery>>;
type Filter = (typeof CONTRACT_LIST.filters)[number];

// Signing moves a contract too: one key family, so a signature refreshes the contract views.
const keys = { all: ['signing'] as const };

/** GET /contracts: the caller's company's contracts (funder staff: every company's, or one's). */
export const contractsRequest = (entId?: number) => getList<Filter>('/contracts', { ent_id: entId });

export function useContracts(state: ListState<Filter>, entId?: number) {
  const { path, query } = contractsRequest(entId)(state);
  return useQuery({
    queryKey: [...keys.all, 'contracts', state, entId],
    queryFn: ({ signal }) => call(path, { signal, query, schema: contractListResponse }),
    placeholderData: keepPreviousData,
  });
}

/** GET /contracts/{id}: the contract, its timeline, the caller's actions and its signing document. */
export function useContract(id: number | null) {
  return useQuery({
    queryKey: [...keys.all, 'contract', id],
    queryFn: ({ signal }) => call(`/contracts/${id}`, { signal, schema: contractDetailResponse }),
    enabled: id !== null,
  });
}

export function useRequestContract() {
  return useRefreshingMutation(keys.all, (body: ContractRequest & { ent_id?: number }) =>
    call('/contracts', { method: 'POST', body, schema: contractResponse }),
  );
}

/** A step without input: generate or approve (the server's workflow decides). */
export function useContractStep(id: number) {
  return useRefreshingMutation(keys.all, (step: 'generate' | 'approve') =>
    call(`/contracts/${id}/${step}`, { method: 'POST', schema: contractResponse }),
  );
}

export function useRejectContract(id: number) {
  return useRefreshingMutation(keys.all, (reason: string) =>
    call(`/contracts/${id}/reject`, { method: 'POST', body: { reason }, schema: contractResponse }),
  );
}

/** POST /contracts/{id}/upload: the scanned copy signed on paper (multipart, one `file`). */
export function useUploadHardCopy(id: number) {
  return useRefreshingMutation(keys.all, (file: File) => {
    const body = new FormData();
    body.append('file', file);
    return call(`/contracts/${id}/upload`, { method: 'POST', body, schema: contractResponse });
  });
}

/** GET /contracts/{id}/file: saved only with the spec's success message (§7). */
export async function downloadContract(id: number): Promise<void> {
  const res = await call(`/contracts/${id}/file`, { schema: contractFileResponse });
  saveFileInfo(res.data.file_info);
}
