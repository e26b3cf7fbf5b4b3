import { PARTNERS_ACCESS } from '@arflow/domain/access/partners';
import {
  type BankForm,
  bankListResponse,
  bankSaveResponse,
  noteSaveResponse,
  type ReportForm,
  type StatusActionForm,
  statusResponse,
} from '@arflow/domain/api/companies';
import {
  type CorporateForm,
  PARTNER_SORT_COLUMNS,
  type PersonForm,
  partnerDetailResponse,
  type partnerListQuery,
  partnerListResponse,
  partnerNoteListResponse,
  partnerSaveResponse,
} from '@arflow/domain/api/partners';
import { allows } from '@arflow/domain/permissions';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../shared/api/client.ts';
import { useRefreshingMutation } from '../../shared/api/useRefreshingMutation.ts';
import { getList, postList } from '../../shared/list/list-request.ts';
import type { FiltersOf, ListOptions, ListState } from '../../shared/list/list-state.ts';
import { useSession } from '../../shared/session/session.ts';
import type { Paging } from '../../shared/widgets/PagedTable.tsx';
import { PARTNER_PATHS, type PartnerKindPath, type SetupKind } from './kinds.ts';

/** The list's URL state: the filters of the partner list query (keyword, tax code, status, kind). */
export const PARTNER_LIST = {
  filters: ['keyword', 'mst', 'status', 'partner_kind'],
  sortColumns: PARTNER_SORT_COLUMNS,
} as const satisfies ListOptions<FiltersOf<typeof partnerListQuery>>;
export type PartnerFilter = (typeof PARTNER_LIST.filters)[number];

const keys = {
  all: ['partners'] as const,
  list: (kind: PartnerKindPath, state: ListState<PartnerFilter>) =>
    ['partners', 'list', kind, state] as const,
  setup: (kind: SetupKind, state: ListState<PartnerFilter>) => ['partners', 'setup', kind, state] as const,
  detail: (kind: PartnerKindPath, id: number) => ['partners', 'detail', kind, id] as const,
  setupInfo: (id: number) => ['partners', 'setup-info', id] as const,
  pipeline: (id: number) => ['partners', 'pipeline', id] as const,
  banks: (id: number) => ['partners', 'banks', id] as const,
  reports: (id: number) => ['partners', 'reports', id] as const,
};

const validId = (id: number) => Number.isSafeInteger(id) && id > 0;

/** GET /corporate/list or /person/list with the list state of the URL. */
/** GET /corporate/list or /person/list: what the table shows and the Excel export sends. */
export const partnerRequest = (kind: PartnerKindPath) =>
  getList<PartnerFilter>(`${PARTNER_PATHS[kind].api}/list`);

function usePartnerList(kind: PartnerKindPath, state: ListState<PartnerFilter>) {
  return useQuery({
    queryKey: keys.list(kind, state),
    queryFn: ({ signal }) => {
      const { path, query } = partnerRequest(kind)(state);
      return call(path, { signal, query, schema: partnerListResponse });
    },
    placeholderData: keepPreviousData,
  });
}
const useCorporateList = (state: ListState<PartnerFilter>) => usePartnerList('corporate', state);
const usePersonList = (state: ListState<PartnerFilter>) => usePartnerList('person', state);
export const PARTNER_LIST_HOOKS = { corporate: useCorporateList, person: usePersonList } as const;

/** POST /partner-setup/list-partner: one form's partners; `individual` lists DOITAC_NCC accounts. */
export function setupRequest(kind: SetupKind) {
  const scope =
    kind === 'individual'
      ? { partner_form: 'PERSON' as const, doitac_ncc: true }
      : { partner_form: PARTNER_PATHS[kind].form, ...(kind === 'person' ? { doitac_ncc: false } : {}) };
  return postList<PartnerFilter>('/partner-setup/list-partner', (filters) => ({ ...filters, ...scope }));
}

function useSetupList(kind: SetupKind, state: ListState<PartnerFilter>) {
  return useQuery({
    queryKey: keys.setup(kind, state),
    queryFn: ({ signal }) =>
      call('/partner-setup/list-partner', {
        method: 'POST',
        signal,
        body: setupRequest(kind)(state).body,
        schema: partnerListResponse,
      }),
    placeholderData: keepPreviousData,
  });
}
const useCorporateSetupList = (state: ListState<PartnerFilter>) => useSetupList('corporate', state);
const usePersonSetupList = (state: ListState<PartnerFilter>) => useSetupList('person', state);
const useIndividualSetupList = (state: ListState<PartnerFilter>) => useSetupList('individual', state);
export const SETUP_LIST_HOOKS = {
  corporate: useCorporateSetupList,
  person: usePersonSetupList,
  individual: useIndividualSetupList,
} as const;

/** GET /corporate/{id} or /person/{id}: the partner, its record history and the allowed edits. */
export function usePartner(kind: PartnerKindPath, id: number) {
  return useQuery({
    queryKey: keys.detail(kind, id),
    queryFn: ({ signal }) =>
      call(`${PARTNER_PATHS[kind].api}/${id}`, { signal, schema: partnerDetailResponse }),
    enabled: validId(id),
  });
}

/** GET /partner-setup/{id}/info: any partner form, the combined accounts included. */
export function useSetupInfo(id: number) {
  return useQuery({
    queryKey: keys.setupInfo(id),
    queryFn: ({ signal }) => call(`/partner-setup/${id}/info`, { signal, schema: partnerDetailResponse }),
    enabled: validId(id),
  });
}

/** POST /corporate/form(/{id}). */
export function useSaveCorporate(id?: number) {
  return useRefreshingMutation(keys.all, (body: CorporateForm) =>
    call(id ? `/corporate/form/${id}` : '/corporate/form', {
      method: 'POST',
      body,
      schema: partnerSaveResponse,
    }),
  );
}

/** POST /person/form(/{id}); `also_supplier` on creation makes the DOITAC_NCC account. */
export function useSavePerson(id?: number) {
  return useRefreshingMutation(keys.all, (body: PersonForm) =>
    call(id ? `/person/form/${id}` : '/person/form', { method: 'POST', body, schema: partnerSaveResponse }),
  );
}

/** GET /partner/{id}/status: the pipeline status, its history with reasons, the allowed steps. */
export function usePipeline(id: number) {
  return useQuery({
    queryKey: keys.pipeline(id),
    queryFn: ({ signal }) => call(`/partner/${id}/status`, { signal, schema: statusResponse }),
    enabled: validId(id),
  });
}

/** POST /partner/{id}/status: one step of the pipeline; the workflow checks who and from where. */
export function useChangePipeline(id: number) {
  return useRefreshingMutation(keys.all, (body: StatusActionForm) =>
    call(`/partner/${id}/status`, { method: 'POST', body, schema: statusResponse }),
  );
}

/** GET /partner/{id}/bank: a partner has a handful of accounts, shown whole. */
export function usePartnerBanks(id: number) {
  return useQuery({
    queryKey: keys.banks(id),
    queryFn: ({ signal }) => call(`/partner/${id}/bank`, { signal, schema: bankListResponse }),
    enabled: validId(id),
  });
}

/** POST /partner/{id}/bank: add an account, or edit one (`id` in the body). */
export function useSavePartnerBank(id: number) {
  return useRefreshingMutation(keys.all, (body: BankForm) =>
    call(`/partner/${id}/bank`, { method: 'POST', body, schema: bankSaveResponse }),
  );
}

/** POST /partner/{id}/list_report: newest first, with who wrote last (spec §3). */
export function usePartnerReports(id: number, paging: Paging) {
  return useQuery({
    queryKey: [...keys.reports(id), paging],
    queryFn: ({ signal }) =>
      call(`/partner/${id}/list_report`, {
        method: 'POST',
        signal,
        body: paging,
        schema: partnerNoteListResponse,
      }),
    enabled: validId(id),
    placeholderData: keepPreviousData,
  });
}

/** POST /partner/{id}/report. */
export function useAddPartnerReport(id: number) {
  return useRefreshingMutation(keys.all, (body: ReportForm) =>
    call(`/partner/${id}/report`, { method: 'POST', body, schema: noteSaveResponse }),
  );
}

/** Adding partners, banks and reports is for the client editors (the list has no actions). */
export function useCanWritePartners(): boolean {
  const { user } = useSession();
  return allows(PARTNERS_ACCESS.write, user);
}
