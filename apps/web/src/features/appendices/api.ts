import { APPENDICES_ACCESS } from '@arflow/domain/access/appendices';
import {
  APPENDIX_SORT_COLUMNS,
  type AppendixForm,
  type AppendixMethod,
  appendixDetailResponse,
  type appendixListBody,
  appendixListResponse,
  appendixPartnerListResponse,
  type CommissionSetupBody,
} from '@arflow/domain/api/appendices';
import { allows } from '@arflow/domain/permissions';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../shared/api/client.ts';
import { download, upload } from '../../shared/api/upload.ts';
import { useRefreshingMutation } from '../../shared/api/useRefreshingMutation.ts';
import { postList } from '../../shared/list/list-request.ts';
import type { ListOptions, ListState } from '../../shared/list/list-state.ts';
import { useLocale } from '../../shared/locale/useLocale.ts';
import { useSession } from '../../shared/session/session.ts';

type Filters = Exclude<keyof NonNullable<z.input<typeof appendixListBody>['search_condition']>, 'ent_id'> &
  string;
/** The list's URL state: the POST body's search_condition fields. */
export const APPENDIX_LIST = {
  filters: ['keyword', 'status', 'type'],
  sortColumns: APPENDIX_SORT_COLUMNS,
} as const satisfies ListOptions<Filters>;
export type AppendixFilter = (typeof APPENDIX_LIST.filters)[number];

const keys = {
  all: ['appendices'] as const,
  list: (state: ListState<AppendixFilter>) => ['appendices', 'list', state] as const,
  detail: (id: number) => ['appendices', 'detail', id] as const,
  partners: ['appendices', 'partners'] as const,
};

/**
 * POST /referral-coordination/program-config/list-referral-appendix (the partner's own, or every
 * partner's), or POST /partner/ref_appendix/{partner}/appendixes (one partner's): the table's
 * call and the Excel export's.
 */
export const appendixRequest = (partnerId?: number) =>
  postList<AppendixFilter>(
    partnerId
      ? `/partner/ref_appendix/${partnerId}/appendixes`
      : '/referral-coordination/program-config/list-referral-appendix',
    ({ status, type, keyword }) => ({
      ...(keyword ? { keyword } : {}),
      ...(type ? { type } : {}),
      // The URL holds the status as text; the body takes a number.
      ...(status !== undefined ? { status: Number(status) } : {}),
    }),
  );

function useAppendixList(state: ListState<AppendixFilter>, partnerId?: number) {
  const { path, body } = appendixRequest(partnerId)(state);
  return useQuery({
    queryKey: [...keys.list(state), partnerId ?? 'all'],
    queryFn: ({ signal }) => call(path, { method: 'POST', signal, body, schema: appendixListResponse }),
    placeholderData: keepPreviousData,
  });
}

export const useAppendices = (state: ListState<AppendixFilter>) => useAppendixList(state);
/** The list hook of one partner's appendices (the funder's partner page). */
export const partnerAppendicesHook = (partnerId: number) => (state: ListState<AppendixFilter>) =>
  useAppendixList(state, partnerId);

/** GET /partner/ref_appendix/{id}: the appendix, its referred companies, timeline and buttons. */
export function useAppendix(id: number) {
  return useQuery({
    queryKey: keys.detail(id),
    queryFn: ({ signal }) => call(`/partner/ref_appendix/${id}`, { signal, schema: appendixDetailResponse }),
    enabled: Number.isSafeInteger(id) && id > 0,
  });
}

/** POST /partner/ref_appendix/list_partner: the referral partners (the funder's picker). */
export function useAppendixPartners(enabled: boolean) {
  return useQuery({
    queryKey: keys.partners,
    queryFn: ({ signal }) =>
      call('/partner/ref_appendix/list_partner', {
        method: 'POST',
        signal,
        body: { page_size: 500 },
        schema: appendixPartnerListResponse,
      }),
    enabled,
  });
}

/** POST /partner/ref_appendix/{partner}/request: a new appendix, or a rejected one again. */
export function useRequestAppendix() {
  return useRefreshingMutation(
    keys.all,
    ({ partnerId, form, appendixId }: { partnerId: number; form: AppendixForm; appendixId?: number }) =>
      call(`/partner/ref_appendix/${partnerId}/request`, {
        method: 'POST',
        body: { ...form, ...(appendixId ? { appendix_id: appendixId } : {}) },
        schema: appendixDetailResponse,
      }),
  );
}

const step = (id: number, what: string, body: object) =>
  call(`/partner/ref_appendix/${id}/${what}`, { method: 'POST', body, schema: appendixDetailResponse });

export function useGenerateAppendix(id: number) {
  return useRefreshingMutation(keys.all, (contract_method: AppendixMethod) =>
    step(id, 'generate-appendix', { contract_method }),
  );
}
export function useRejectAppendix(id: number) {
  return useRefreshingMutation(keys.all, (reason: string) => step(id, 'reject', { reason }));
}
export function useConfirmAppendix(id: number) {
  return useRefreshingMutation(keys.all, () => step(id, 'confirm', {}));
}
export function useCommissionSetup(id: number) {
  return useRefreshingMutation(keys.all, (body: CommissionSetupBody) => step(id, 'commission_setup', body));
}

/** POST /partner/ref_appendix/{id}/upload: the hard copy signed by both sides. */
export function useUploadHardCopy(id: number) {
  const { locale } = useLocale();
  return useRefreshingMutation(keys.all, (file: File) =>
    upload(`/partner/ref_appendix/${id}/upload`, { file, locale, schema: appendixDetailResponse }),
  );
}

/** The uploaded hard copy, through the file store's download. */
export const downloadHardCopy = (fileId: number) => download(`/files/${fileId}/download`, {}, 'phu-luc.pdf');

/**
 * Who may ask for an appendix here (the workflow's request rule): funder relationship staff for
 * any partner, a partner's approvers for their own company.
 */
export function useCanRequestAppendix(): boolean {
  const { user } = useSession();
  return allows(APPENDICES_ACCESS.request, user);
}
