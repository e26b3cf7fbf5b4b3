import { BUYER_TRANSACTIONS_ACCESS } from '@arflow/domain/access/buyer-transactions';
import {
  BUYER_TRANSACTION_SORT_COLUMNS,
  type BuyerTransactionView,
  buyerTransactionDetailResponse,
  type buyerTransactionListBody,
  buyerTransactionListResponse,
  buyerTransactionSaveResponse,
  fundingDocumentsResponse,
} from '@arflow/domain/api/buyer-transactions';
import { allows } from '@arflow/domain/permissions';
import type { Locale } from '@arflow/domain/text';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../shared/api/client.ts';
import { download, upload } from '../../shared/api/upload.ts';
import { useRefreshingMutation } from '../../shared/api/useRefreshingMutation.ts';
import { postList } from '../../shared/list/list-request.ts';
import type { ListOptions, ListState } from '../../shared/list/list-state.ts';
import { useSession } from '../../shared/session/session.ts';

type Filters = Exclude<
  keyof NonNullable<z.input<typeof buyerTransactionListBody>['search_condition']>,
  'view'
> &
  string;
/** The lists' URL state: the POST body's search_condition fields (the view is the page's own). */
export const BUYER_TRANSACTION_LIST = {
  filters: ['trans_code', 'sup_name', 'buyer_status'],
  sortColumns: BUYER_TRANSACTION_SORT_COLUMNS,
} as const satisfies ListOptions<Filters>;
export type BuyerTransactionFilter = (typeof BUYER_TRANSACTION_LIST.filters)[number];

const keys = {
  all: ['buyer-transactions'] as const,
  list: (view: string, state: ListState<BuyerTransactionFilter>) =>
    ['buyer-transactions', 'list', view, state] as const,
  detail: (id: number) => ['buyer-transactions', 'detail', id] as const,
  fundingDocs: (id: number) => ['buyer-transactions', 'funding-docs', id] as const,
};
const validId = (id: number) => Number.isSafeInteger(id) && id > 0;

/** The call of a screen's view of POST /buyer-transactions for the URL's state (table and export). */
export const buyerTransactionRequest = (view: BuyerTransactionView | undefined) =>
  postList<BuyerTransactionFilter>('/buyer-transactions', ({ buyer_status, ...text }) => ({
    ...text,
    ...(view ? { view } : {}),
    // The URL holds the code as text; the body takes a number.
    ...(buyer_status !== undefined ? { buyer_status: Number(buyer_status) } : {}),
  }));

function useBuyerTransactions(
  view: BuyerTransactionView | undefined,
  state: ListState<BuyerTransactionFilter>,
) {
  const { path, body } = buyerTransactionRequest(view)(state);
  return useQuery({
    queryKey: keys.list(view ?? 'ALL', state),
    queryFn: ({ signal }) =>
      call(path, { method: 'POST', signal, body, schema: buyerTransactionListResponse }),
    placeholderData: keepPreviousData,
  });
}

type RowsHook = (state: ListState<BuyerTransactionFilter>) => ReturnType<typeof useBuyerTransactions>;
/** The list hook of each screen's view (ListPage calls it with the URL's state). */
export const BUYER_TRANSACTION_ROWS = {
  ALL: (state) => useBuyerTransactions(undefined, state),
  WAITING: (state) => useBuyerTransactions('WAITING', state),
  CONFIRMED: (state) => useBuyerTransactions('CONFIRMED', state),
  HISTORY: (state) => useBuyerTransactions('HISTORY', state),
  FUNDING: (state) => useBuyerTransactions('FUNDING', state),
  RESULT: (state) => useBuyerTransactions('RESULT', state),
  DEBT_SALE: (state) => useBuyerTransactions('DEBT_SALE', state),
} as const satisfies Record<BuyerTransactionView | 'ALL', RowsHook>;

/** GET /buyer-transactions/{id}: receivables, documents, funding request, timeline and actions. */
export function useBuyerTransaction(id: number) {
  return useQuery({
    queryKey: keys.detail(id),
    queryFn: ({ signal }) =>
      call(`/buyer-transactions/${id}`, { signal, schema: buyerTransactionDetailResponse }),
    enabled: validId(id),
  });
}

/** GET /buyer-transactions/{id}/funding-document: the payout proofs (only when the buyer funds it). */
export function useFundingDocuments(id: number, enabled: boolean) {
  return useQuery({
    queryKey: keys.fundingDocs(id),
    queryFn: ({ signal }) =>
      call(`/buyer-transactions/${id}/funding-document`, { signal, schema: fundingDocumentsResponse }),
    enabled: enabled && validId(id),
  });
}

/** The buyer's decisions on one transaction; each reloads the area's lists and details. */
export function useBuyerDecisions(id: number) {
  const post = (path: string, body?: unknown) =>
    call(path, { method: 'POST', body: body ?? {}, schema: buyerTransactionSaveResponse });
  return {
    confirm: useRefreshingMutation(keys.all, () => post(`/buyer-transactions/${id}/confirm`)),
    reject: useRefreshingMutation(keys.all, (reason: string) =>
      post(`/buyer-transactions/${id}/reject`, { reason }),
    ),
    approveFunding: useRefreshingMutation(keys.all, () =>
      post(`/buyer-transactions/${id}/funding-request/approve`),
    ),
    rejectFunding: useRefreshingMutation(keys.all, (reason: string) =>
      post('/buyer-transactions/funding-request/reject', { id, reason }),
    ),
    confirmDisbursement: useRefreshingMutation(keys.all, () =>
      post(`/buyer-transactions/${id}/confirm-disbursement`),
    ),
  };
}

/** POST /buyer-transactions/funding-document: one file, with its progress. */
export function useUploadFundingDocument(id: number) {
  const client = useQueryClient();
  return (o: { file: File; locale: Locale; onProgress: (p: number) => void }) =>
    upload('/buyer-transactions/funding-document', {
      file: o.file,
      fields: { id: String(id) },
      locale: o.locale,
      onProgress: o.onProgress,
      schema: fundingDocumentsResponse,
    }).then(async (res) => {
      await client.invalidateQueries({ queryKey: keys.all });
      return res;
    });
}

/** Saves a transaction document or a funding proof, with the session's token. */
export function downloadDocument(
  transId: number,
  docId: number,
  kind: 'documents' | 'funding-document',
  name: string,
) {
  return download(`/buyer-transactions/${transId}/${kind}/${docId}`, {}, name);
}

/** Decisions show to the buyer's approvers only; the server's `actions` say which apply now. */
export function useCanUploadFunding(): boolean {
  const { user } = useSession();
  return allows(BUYER_TRANSACTIONS_ACCESS.upload, user);
}
