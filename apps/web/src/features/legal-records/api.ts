import {
  LEGAL_RECORD_KINDS,
  type LegalRecordDecisionForm,
  type LegalRecordKind,
  legalRecordListResponse,
  legalRecordResponse,
  legalRecordUploadResponse,
  legalRecordViewResponse,
} from '@arflow/domain/api/legal-records';
import type { LegalDocType } from '@arflow/domain/statuses/legal-record';
import type { Locale } from '@arflow/domain/text';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../shared/api/client.ts';
import { upload } from '../../shared/api/upload.ts';
import type { ListRequest } from '../../shared/list/list-request.ts';
import type { Paging } from '../../shared/widgets/PagedTable.tsx';

/** Each kind's calls live under its own prefix: /buyer, /supplier, /partner. */
const base = (kind: LegalRecordKind) => `/${kind}/legal-records`;
const keys = {
  list: (kind: LegalRecordKind, entId: number) => ['legal-records', kind, entId] as const,
};

/** GET …/legal-records/list/{id}: the panel's call for a page, and at …/export its Excel file. */
export const legalRecordsRequest = (kind: LegalRecordKind, entId: number, paging: Paging): ListRequest => ({
  path: `${base(kind)}/list/${entId}`,
  query: { ...paging },
});

/** GET …/legal-records/list/{id}: one page of a company's live records (oldest first). */
export function useLegalRecords(kind: LegalRecordKind, entId: number, paging: Paging) {
  return useQuery({
    queryKey: [...keys.list(kind, entId), paging],
    queryFn: ({ signal }) => {
      const { path, query } = legalRecordsRequest(kind, entId, paging);
      return call(path, { signal, query, schema: legalRecordListResponse });
    },
    enabled: Number.isSafeInteger(entId) && entId > 0,
    placeholderData: keepPreviousData,
  });
}

function useRefreshList(kind: LegalRecordKind, entId: number) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: keys.list(kind, entId) });
}

/** POST …/legal-records/upload: one file of one kind of paper, with its progress. */
export function useUploadLegalRecord(kind: LegalRecordKind, entId: number) {
  const refresh = useRefreshList(kind, entId);
  return (opts: {
    file: File | Blob;
    docType: LegalDocType;
    locale: Locale;
    onProgress: (percent: number) => void;
  }) =>
    upload(`${base(kind)}/upload`, {
      file: opts.file,
      fields: { [LEGAL_RECORD_KINDS[kind]]: String(entId), doc_type: opts.docType },
      locale: opts.locale,
      onProgress: opts.onProgress,
      schema: legalRecordUploadResponse,
    }).then(async (res) => {
      await refresh();
      return res;
    });
}

/** POST …/legal-records/{id}/decision: approve, or reject with a reason. */
export function useDecideLegalRecord(kind: LegalRecordKind, entId: number) {
  const refresh = useRefreshList(kind, entId);
  return useMutation({
    mutationFn: ({ id, ...body }: LegalRecordDecisionForm & { id: number }) =>
      call(`${base(kind)}/${id}/decision`, { method: 'POST', body, schema: legalRecordResponse }),
    onSuccess: refresh,
  });
}

/** GET …/legal-records/delete/{id} (the spec's GET): a soft delete. */
export function useDeleteLegalRecord(kind: LegalRecordKind, entId: number) {
  const refresh = useRefreshList(kind, entId);
  return useMutation({
    mutationFn: (id: number) => call(`${base(kind)}/delete/${id}`, { schema: legalRecordResponse }),
    onSuccess: refresh,
  });
}

/** POST …/legal-records/view: the file as base64 with its content type. */
export function viewLegalRecord(kind: LegalRecordKind, id: number) {
  return call(`${base(kind)}/view`, { method: 'POST', body: { id }, schema: legalRecordViewResponse });
}
