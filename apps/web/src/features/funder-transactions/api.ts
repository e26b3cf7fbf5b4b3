import { FUNDER_TRANSACTIONS_ACCESS } from '@arflow/domain/access/funder-transactions';
import {
  checksResponse,
  type ExpertiseContent,
  expertiseResponse,
  type FUNDER_DOC_GROUPS,
  FUNDER_TRANSACTION_SORT,
  funderTransactionDetail,
  type funderTransactionListBody,
  funderTransactionListResponse,
  fundingPartnersResponse,
  transactionFilesResponse,
} from '@arflow/domain/api/funder-transactions';
import type { FunderList } from '@arflow/domain/funder-review';
import { allows } from '@arflow/domain/permissions';
import type { CheckLevel, ReviewDecision } from '@arflow/domain/statuses/transaction';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../shared/api/client.ts';
import { upload } from '../../shared/api/upload.ts';
import { useRefreshingMutation } from '../../shared/api/useRefreshingMutation.ts';
import { getList, postList } from '../../shared/list/list-request.ts';
import type { ListOptions, ListState } from '../../shared/list/list-state.ts';
import { useLocale } from '../../shared/locale/useLocale.ts';
import { useSession } from '../../shared/session/session.ts';

type Filters = keyof NonNullable<z.input<typeof funderTransactionListBody>['search_condition']> & string;
/** The lists' URL state: the POST body's search_condition fields (spec §3 transaction search). */
export const FUNDER_LIST = {
  filters: ['trans_code', 'sup_name', 'sup_mst', 'buy_name', 'state', 'submitted_from', 'submitted_to'],
  sortColumns: FUNDER_TRANSACTION_SORT,
} as const satisfies ListOptions<Filters>;
export type FunderFilter = (typeof FUNDER_LIST.filters)[number];

/** The spec's list call of each screen (spec §7: /review is the progress list, /add-doc the holding one). */
export const LIST_CALL: Record<FunderList, string> = {
  progress: 'review',
  holding: 'add-doc',
  internal: 'internal',
  'waiting-fun-confirm': 'wait-fun-confirm',
  'waiting-sup-confirm': 'wait-pc-confirm',
  completed: 'completed',
  change: 'change',
  reject: 'reject',
};

export type DocGroup = (typeof FUNDER_DOC_GROUPS)[number];
export const FILE_CALL: Record<DocGroup, string> = {
  CA: 'ca-files',
  CONTRACT: 'contact-files',
  INVOICE: 'invoice-files',
  OTHER: 'other-files',
};

const keys = {
  all: ['funder-transactions'] as const,
  list: (list: string, state: ListState<FunderFilter>) =>
    ['funder-transactions', 'list', list, state] as const,
  detail: (id: number) => ['funder-transactions', 'detail', id] as const,
  part: (id: number, what: string) => ['funder-transactions', 'detail', id, what] as const,
};
const validId = (id: number) => Number.isSafeInteger(id) && id > 0;

/** The call of one list screen for the URL's state: the table's and the Excel export's. */
export const funderListRequest = (list: FunderList) =>
  postList<FunderFilter>(`/funder-transactions/${LIST_CALL[list]}`);

/** POST /funder-transactions/{list call} with the URL's list state. */
function useFunderRows(list: FunderList, state: ListState<FunderFilter>) {
  const { path, body } = funderListRequest(list)(state);
  return useQuery({
    queryKey: keys.list(list, state),
    queryFn: ({ signal }) =>
      call(path, { method: 'POST', signal, body, schema: funderTransactionListResponse }),
    placeholderData: keepPreviousData,
  });
}

// One stable rows hook per list, as ListPage's `useRows` wants.
type Rows = (state: ListState<FunderFilter>) => ReturnType<typeof useFunderRows>;
const useProgress: Rows = (s) => useFunderRows('progress', s);
const useHolding: Rows = (s) => useFunderRows('holding', s);
const useInternal: Rows = (s) => useFunderRows('internal', s);
const useWaitingFun: Rows = (s) => useFunderRows('waiting-fun-confirm', s);
const useWaitingSup: Rows = (s) => useFunderRows('waiting-sup-confirm', s);
const useCompleted: Rows = (s) => useFunderRows('completed', s);
const useChange: Rows = (s) => useFunderRows('change', s);
const useReject: Rows = (s) => useFunderRows('reject', s);
export const LIST_HOOKS: Record<FunderList, Rows> = {
  progress: useProgress,
  holding: useHolding,
  internal: useInternal,
  'waiting-fun-confirm': useWaitingFun,
  'waiting-sup-confirm': useWaitingSup,
  completed: useCompleted,
  change: useChange,
  reject: useReject,
};

/** GET /fun/transaction/all: every transaction the funder sees (history/trans). */
export const allTransactionsRequest = getList<FunderFilter>('/fun/transaction/all');

export function useAllTransactions(state: ListState<FunderFilter>) {
  const { path, query } = allTransactionsRequest(state);
  return useQuery({
    queryKey: keys.list('all', state),
    queryFn: ({ signal }) => call(path, { signal, query, schema: funderTransactionListResponse }),
    placeholderData: keepPreviousData,
  });
}

/** GET /funder-transactions/details/{id}: the transaction, its timeline and the caller's actions. */
export function useFunderTransaction(id: number) {
  return useQuery({
    queryKey: keys.detail(id),
    queryFn: ({ signal }) =>
      call(`/funder-transactions/details/${id}`, { signal, schema: funderTransactionDetail }),
    enabled: validId(id),
  });
}

const CHECK_CALL: Record<CheckLevel, string> = {
  OFFICER: 'officer-checks',
  SENIOR: 'senior-checks',
  MANAGER: 'manager-checks',
};
/** GET …/details/{id}/officer-checks etc. */
export function useChecks(id: number, level: CheckLevel) {
  return useQuery({
    queryKey: keys.part(id, `checks-${level}`),
    queryFn: ({ signal }) =>
      call(`/funder-transactions/details/${id}/${CHECK_CALL[level]}`, { signal, schema: checksResponse }),
    enabled: validId(id),
  });
}

/** GET …/details/{id}/ca-files etc. */
export function useFiles(id: number, group: DocGroup) {
  return useQuery({
    queryKey: keys.part(id, `files-${group}`),
    queryFn: ({ signal }) =>
      call(`/funder-transactions/details/${id}/${FILE_CALL[group]}`, {
        signal,
        schema: transactionFilesResponse,
      }),
    enabled: validId(id),
  });
}

/** GET …/{id}/officer-expertise or …/manager-expertise. */
export function useExpertise(id: number, level: 'OFFICER' | 'MANAGER') {
  const path = level === 'OFFICER' ? 'officer-expertise' : 'manager-expertise';
  return useQuery({
    queryKey: keys.part(id, `expertise-${level}`),
    queryFn: ({ signal }) =>
      call(`/funder-transactions/${id}/${path}`, { signal, schema: expertiseResponse }),
    enabled: validId(id),
  });
}

/** POST /funder-transactions/details/checks: the appraisal of the level whose turn it is. */
export function useSaveChecks(id: number) {
  return useRefreshingMutation(keys.all, (content: ExpertiseContent) =>
    call('/funder-transactions/details/checks', {
      method: 'POST',
      body: { trans_id: id, content },
      schema: expertiseResponse,
    }),
  );
}

/** POST /funder-transactions/details/decide. */
export function useDecide(id: number) {
  return useRefreshingMutation(keys.all, (o: { decision: ReviewDecision; reason?: string }) =>
    call('/funder-transactions/details/decide', {
      method: 'POST',
      body: { trans_id: id, ...o },
      schema: funderTransactionDetail,
    }),
  );
}

/** The no-body confirmations: the early-payment request, the (individual) debt sale. */
export function useConfirm(id: number, what: 'early-payment-request' | 'debt-sale' | 'inddebt-sale') {
  return useRefreshingMutation(keys.all, () =>
    call(`/funder-transactions/${id}/${what}/confirm`, { method: 'POST', schema: funderTransactionDetail }),
  );
}

/** POST /funder-transactions/wait-pc-confirm/reject-debt-sale. */
export function useRejectDebtSale(id: number) {
  return useRefreshingMutation(keys.all, (reason: string) =>
    call('/funder-transactions/wait-pc-confirm/reject-debt-sale', {
      method: 'POST',
      body: { trans_id: id, reason },
      schema: funderTransactionDetail,
    }),
  );
}

/** POST /funder-transactions/upload: one document of a group. */
export function useUploadFile(id: number) {
  const { locale } = useLocale();
  return useRefreshingMutation(keys.all, (o: { group: DocGroup; file: File; signed_date?: string }) =>
    upload('/funder-transactions/upload', {
      file: o.file,
      fields: {
        trans_id: String(id),
        doc_group: o.group,
        ...(o.signed_date ? { signed_date: o.signed_date } : {}),
      },
      locale,
      schema: transactionFilesResponse,
    }),
  );
}

/** DELETE /funder-transactions/upload/{id}. */
export function useDeleteFile() {
  return useRefreshingMutation(keys.all, (docId: number) =>
    call(`/funder-transactions/upload/${docId}`, { method: 'DELETE', schema: transactionFilesResponse }),
  );
}

/** GET and POST /funder-transactions/{id}/funding-partner. */
export function useFundingPartners(id: number, enabled: boolean) {
  return useQuery({
    queryKey: keys.part(id, 'partners'),
    queryFn: ({ signal }) =>
      call(`/funder-transactions/${id}/funding-partner`, { signal, schema: fundingPartnersResponse }),
    enabled: enabled && validId(id),
  });
}
export function useSelectPartner(id: number) {
  return useRefreshingMutation(keys.all, (partner_id: number) =>
    call(`/funder-transactions/${id}/funding-partner`, {
      method: 'POST',
      body: { partner_id },
      schema: funderTransactionDetail,
    }),
  );
}

/** Files and the partner choice are for credit staff and approvers (the access file's). */
export function useFunderRights() {
  const { user } = useSession();
  return {
    files: allows(FUNDER_TRANSACTIONS_ACCESS.files, user),
    confirm: allows(FUNDER_TRANSACTIONS_ACCESS.confirm, user),
    review: allows(FUNDER_TRANSACTIONS_ACCESS.review, user),
    officerExpertise: allows(FUNDER_TRANSACTIONS_ACCESS.officerExpertise, user),
    managerExpertise: allows(FUNDER_TRANSACTIONS_ACCESS.managerExpertise, user),
    sign: allows(FUNDER_TRANSACTIONS_ACCESS.sign, user),
  };
}

/** POST /funder-transactions/{id}/officer-expertise or …/manager-expertise. */
export function useSaveExpertise(id: number, level: 'OFFICER' | 'MANAGER') {
  const path = level === 'OFFICER' ? 'officer-expertise' : 'manager-expertise';
  return useRefreshingMutation(keys.all, (content: ExpertiseContent) =>
    call(`/funder-transactions/${id}/${path}`, { method: 'POST', body: content, schema: expertiseResponse }),
  );
}

/** POST /funder-transactions/sign-early-payment-request: the funder's signed request (multipart). */
export function useSignEarlyPayment(id: number) {
  const { locale } = useLocale();
  return useRefreshingMutation(keys.all, (file: File) =>
    upload('/funder-transactions/sign-early-payment-request', {
      file,
      fields: { trans_id: String(id) },
      locale,
      schema: funderTransactionDetail,
    }),
  );
}
