import { z } from 'zod';
import {
  LEGAL_DOC_TYPE_LABELS,
  LEGAL_DOC_TYPES,
  LEGAL_RECORD_STATUS_LABELS,
  LEGAL_RECORD_STATUSES,
} from '../statuses/legal-record.ts';
import { msg, optionalText, recordIdParam } from '../validation.ts';
import { LEGAL_RECORD_ACTIONS } from '../workflows/legal-record.ts';
import { recordId } from './companies.ts';
import { listColumns, pagedBody, pagedQuery, pagedResponse } from './paging.ts';

/** The kinds of company whose legal records the funder keeps, and the field naming the company. */
export const LEGAL_RECORD_KINDS = { buyer: 'buyer_id', supplier: 'sup_id', partner: 'partner_id' } as const;
export type LegalRecordKind = keyof typeof LEGAL_RECORD_KINDS;

const docType = z.enum(LEGAL_DOC_TYPES, {
  error: (iss) => (iss.input === undefined ? msg('required') : msg('invalid')),
});
/** A company id sent as multipart text or a query value: digits only, as every id in a path. */
const companyId = () => recordIdParam().optional();

type CompanyKey = (typeof LEGAL_RECORD_KINDS)[LegalRecordKind];
const keyed = <K extends CompanyKey>(key: K) =>
  ({ [key]: companyId() }) as Record<K, ReturnType<typeof companyId>>;
/** In a JSON body the id is a number. */
const keyedNumber = <K extends CompanyKey>(key: K) =>
  ({ [key]: recordId().optional() }) as Record<K, z.ZodOptional<ReturnType<typeof recordId>>>;

/**
 * The text fields of a legal-record upload (multipart/form-data, before the `file` parts): the
 * company (a company user may leave it out: its own) and the kind of paper. Each file becomes
 * one record.
 */
export const legalRecordUploadFields = <K extends CompanyKey>(key: K) =>
  z.strictObject({ ...keyed(key), doc_type: docType });

const LIST_SORT = ['id', 'created_at', 'doc_type', 'status'] as const;
/** GET …/legal-records/list: the caller's own company's records, or (funder staff) any client's. */
export const legalRecordListQuery = <K extends CompanyKey>(key: K) =>
  pagedQuery(
    {
      ...keyed(key),
      doc_type: docType.optional(),
      status: z.enum(LEGAL_RECORD_STATUSES, { error: msg('invalid') }).optional(),
    },
    LIST_SORT,
  );
/** POST …/legal-records/view/approved: a company's records the funder approved (search_condition.sup_id). */
export const approvedListBody = <K extends CompanyKey>(key: K) => pagedBody(keyedNumber(key), LIST_SORT);

export const legalRecordItem = z.object({
  id: z.number().int(),
  ent_id: z.number().int(),
  ent_name: z.string(),
  doc_type: z.enum(LEGAL_DOC_TYPES),
  status: z.enum(LEGAL_RECORD_STATUSES),
  /** The reason of the last rejection. */
  reason: z.string().nullable(),
  /** The stored file: download with GET /api/files/{file_id}/download. */
  file_id: z.number().int(),
  file_name: z.string(),
  content_type: z.string(),
  size: z.number().int(),
  created_by: z.number().int().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  /** What the caller may do to it now (LEGAL_RECORD_WORKFLOW). */
  actions: z.array(z.enum(LEGAL_RECORD_ACTIONS)),
});
export type LegalRecordItem = z.infer<typeof legalRecordItem>;

/** A company's legal records: the panel's columns and the Excel export of …/legal-records/list. */
export const LEGAL_RECORD_COLUMNS = listColumns<LegalRecordItem>()([
  { key: 'doc_type', label: 'legalRecords.columns.doc_type', sort: true, names: LEGAL_DOC_TYPE_LABELS },
  { key: 'file_name', label: 'legalRecords.columns.file_name' },
  { key: 'status', label: 'legalRecords.columns.status', sort: true, statuses: LEGAL_RECORD_STATUS_LABELS },
  { key: 'reason', label: 'legalRecords.columns.reason' },
  { key: 'created_at', label: 'legalRecords.columns.created_at', kind: 'dateTime', sort: true },
]);

export const legalRecordListResponse = pagedResponse(legalRecordItem);
export const legalRecordUploadResponse = z.object({ data: z.array(legalRecordItem) });
export const legalRecordResponse = z.object({ data: legalRecordItem });

/** POST …/legal-records/view: which record's file to show. */
export const legalRecordViewBody = z.strictObject({ id: recordId() });
/** Spec §3 "Downloaded file: file_info (file base64, file_name, content_type)"; §8 the view's shape. */
export const legalRecordViewResponse = z.object({
  error_code: z.number().int(),
  message: z.string(),
  file_info: z.object({ file: z.string(), file_name: z.string(), content_type: z.string() }),
});

/** POST …/legal-records/{id}/decision: credit staff approve, or reject with a reason. */
export const legalRecordDecisionForm = z.strictObject({
  action: z.enum(['approve', 'reject'], {
    error: (iss) => (iss.input === undefined ? msg('required') : msg('invalid')),
  }),
  reason: optionalText(1000),
});
export type LegalRecordDecisionForm = z.infer<typeof legalRecordDecisionForm>;
