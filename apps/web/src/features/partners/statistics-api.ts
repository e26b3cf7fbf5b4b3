import { fundingDocumentsResponse } from '@arflow/domain/api/buyer-transactions';
import { summaryArHisResponse } from '@arflow/domain/api/receivables';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call, type ResponseSchema } from '../../shared/api/client.ts';
import type { Paging } from '../../shared/widgets/PagedTable.tsx';
import { PARTNER_PATHS, type PartnerKindPath } from './kinds.ts';

/**
 * A corporate or person partner's statistics (spec §7 /corporate|person/statistic/*, decision
 * 0080): the receivables and debt sales of the transactions the partner funds.
 */
const key = (...rest: unknown[]) => ['partners', 'statistic', ...rest] as const;

/** The call of …/statistic/{path} about partner `id` (the list and its Excel export send the same). */
export function partnerStatRequest(
  kind: PartnerKindPath,
  id: number,
  path: string,
  paging: Paging,
  extra: Record<string, unknown> = {},
) {
  return {
    path: `${PARTNER_PATHS[kind].api}/statistic/${path}`,
    body: { ...paging, search_condition: { partner_id: id, ...extra } },
  };
}

/** One POST of …/statistic/{path} about partner `id`, with the paging and the extra conditions given. */
export function usePartnerStat<T>(
  kind: PartnerKindPath,
  id: number,
  path: string,
  schema: ResponseSchema<T>,
  paging: Paging,
  extra: Record<string, unknown> = {},
  enabled = true,
) {
  const request = partnerStatRequest(kind, id, path, paging, extra);
  const { body } = request;
  return useQuery({
    queryKey: key(kind, id, path, body),
    queryFn: ({ signal }) => call(request.path, { method: 'POST', signal, body, schema }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

const FIRST = { page_number: 1, page_size: 50, sort_direction: 'ASC' } as const;

export const usePartnerSummaryAr = (kind: PartnerKindPath, id: number) =>
  usePartnerStat(kind, id, 'summary-ar', summaryArHisResponse, FIRST);

export type ArPath = 'summary-ar-details' | 'announcement-settlement' | 'list-summary-maturity-ar-details';

/** GET …/statistic/{id}/files: one funded transaction's documents. */
export function usePartnerTransFiles(kind: PartnerKindPath, transId: number) {
  return useQuery({
    queryKey: key(kind, 'files', transId),
    queryFn: ({ signal }) =>
      call(`${PARTNER_PATHS[kind].api}/statistic/${transId}/files`, {
        signal,
        schema: fundingDocumentsResponse,
      }),
  });
}
