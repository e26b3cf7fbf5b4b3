import { z } from 'zod';
import {
  DOCUMENT_RETURN_TIMING_LABELS,
  DOCUMENT_RETURN_TIMINGS,
  DOCUMENT_STATUS_LABELS,
  DOCUMENT_STATUSES,
} from '../statuses/document.ts';
import { statusList } from '../statuses/lookup.ts';
import { isoDate, msg, optionalText, requiredText, vnd } from '../validation.ts';
import { CUSTODY_ACTIONS } from '../workflows/custody.ts';
import { recordId } from './companies.ts';
import { listColumns } from './paging.ts';
import { recordSchemas } from './record.ts';

/** Kinds of original kept in the vault (spec §3 store "type id"): the papers a funded trade leaves. */
const CUSTODY_DOC_TYPE_LIST = statusList([
  ['CONTRACT', 'Hợp đồng mua bán', 'Sales contract', 'default'],
  ['INVOICE', 'Hóa đơn', 'Invoice', 'default'],
  ['DELIVERY', 'Biên bản giao nhận', 'Delivery record', 'default'],
  ['DEBT_SALE', 'Hợp đồng mua bán nợ', 'Debt sale contract', 'default'],
  ['COLLATERAL', 'Giấy tờ tài sản bảo đảm', 'Collateral papers', 'default'],
  ['OTHER', 'Khác', 'Other', 'default'],
]);
export const CUSTODY_DOC_TYPES = CUSTODY_DOC_TYPE_LIST.codes;
export type CustodyDocType = (typeof CUSTODY_DOC_TYPES)[number];
export const CUSTODY_DOC_TYPE_LABELS = CUSTODY_DOC_TYPE_LIST.labels;

/** A unit code as the vault labels its shelves and boxes: letters, digits, dots, slashes, dashes. */
const unitCode = () => requiredText(50).regex(/^[A-Za-z0-9./_-]+$/, { error: msg('alpha_dash') });

/** Create or edit one document of a transaction (spec §3 document and store). */
export const custodyForm = z.strictObject({
  trans_id: recordId(),
  doc_type: z.enum(CUSTODY_DOC_TYPES, { error: msg('invalid') }),
  doc_name: requiredText(200),
  unit_code: unitCode(),
  note: optionalText(1000),
});
export type CustodyForm = z.infer<typeof custodyForm>;

/** Hand a document in the vault to a funder staff member until a return date. */
export const assignHolderBody = z.strictObject({ holder_id: recordId(), return_date: isoDate() });
/** Name the staff member who authorises a document's release. */
export const assignAuthorityBody = z.strictObject({ authority_id: recordId() });
/** Ask to borrow a document, saying why. */
export const requestBody = z.strictObject({ note: requiredText(500) });
/** A status action: a reason where the transition table requires one (a loss). */
export const custodyActionBody = z.strictObject({ reason: optionalText(500) });

export const custodyItem = z.object({
  id: z.number().int(),
  /** The transaction's supplier, which the document belongs to. */
  ent_id: z.number().int(),
  ent_name: z.string(),
  trans_id: z.number().int(),
  trans_code: z.string(),
  doc_type: z.enum(CUSTODY_DOC_TYPES),
  doc_name: z.string(),
  unit_code: z.string(),
  note: z.string().nullable(),
  holder_id: z.number().int().nullable(),
  holder_name: z.string().nullable(),
  return_date: z.string().nullable(),
  returned_on: z.string().nullable(),
  return_timing: z.enum(DOCUMENT_RETURN_TIMINGS).nullable(),
  authority_id: z.number().int().nullable(),
  authority_name: z.string().nullable(),
  requested_by: z.number().int().nullable(),
  requester_name: z.string().nullable(),
  request_note: z.string().nullable(),
  status: z.union(DOCUMENT_STATUSES.map((s) => z.literal(s))),
  created_at: z.string(),
  updated_at: z.string(),
});
export type CustodyItem = z.infer<typeof custodyItem>;

export const CUSTODY_COLUMNS = listColumns<CustodyItem>()([
  { key: 'trans_code', label: 'custody.fields.trans_code', sort: true },
  { key: 'ent_name', label: 'custody.fields.ent_name' },
  { key: 'doc_type', label: 'custody.fields.doc_type', sort: true, statuses: CUSTODY_DOC_TYPE_LABELS },
  { key: 'doc_name', label: 'custody.fields.doc_name', sort: true },
  { key: 'unit_code', label: 'custody.fields.unit_code', sort: true },
  { key: 'holder_name', label: 'custody.fields.holder_name' },
  { key: 'return_date', label: 'custody.fields.return_date', kind: 'date', sort: true },
  { key: 'return_timing', label: 'custody.fields.return_timing', statuses: DOCUMENT_RETURN_TIMING_LABELS },
  { key: 'status', label: 'custody.fields.status', sort: true, statuses: DOCUMENT_STATUS_LABELS },
  { key: 'updated_at', label: 'custody.fields.updated_at', kind: 'dateTime', sort: true },
]);

export const CUSTODY_SORT_COLUMNS = [
  'id',
  'trans_code',
  'doc_type',
  'doc_name',
  'unit_code',
  'return_date',
  'status',
  'updated_at',
] as const;

/**
 * The views of spec §2 that are lists of the same rows, as one list's tabs (decision 0093):
 * every document, those someone asked to borrow, those in the vault with no holder, those with no
 * authoriser, and those out with a holder.
 */
export const CUSTODY_VIEWS = ['all', 'requested', 'no_holder', 'no_authority', 'held'] as const;
export type CustodyView = (typeof CUSTODY_VIEWS)[number];

export const {
  listQuery: custodyListQuery,
  listResponse: custodyListResponse,
  detailResponse: custodyDetailResponse,
  saveResponse: custodySaveResponse,
} = recordSchemas({
  item: custodyItem,
  filters: {
    keyword: z.string().trim().max(120).optional(),
    view: z.enum(CUSTODY_VIEWS, { error: msg('invalid') }).optional(),
    status: z.enum(['0', '1', '2', '3', '4'], { error: msg('invalid') }).optional(),
    doc_type: z.enum(CUSTODY_DOC_TYPES, { error: msg('invalid') }).optional(),
    return_timing: z.enum(DOCUMENT_RETURN_TIMINGS, { error: msg('invalid') }).optional(),
  },
  sortColumns: CUSTODY_SORT_COLUMNS,
  actions: CUSTODY_ACTIONS,
});

/**
 * The configurable thresholds of spec §9, integer VND: a transaction whose amount reaches one
 * needs that check (scanned copies checked, originals checked, collateral registered, priced on
 * the price list). The spec does not give their values; the seed's are ours (decision 0093).
 */
export const custodyThresholds = z.strictObject({
  scan_check: vnd(),
  original_check: vnd(),
  collateral_registration: vnd(),
  price_list: vnd(),
});
export type CustodyThresholds = z.infer<typeof custodyThresholds>;
export const custodyThresholdsResponse = z.object({
  data: custodyThresholds.extend({ updated_at: z.string().nullable() }),
});

/** Funder staff a document can be handed to or authorised by (pickers of the assign views). */
export const custodyStaffResponse = z.object({
  data: z.array(z.object({ id: z.number().int(), name: z.string(), role_id: z.string() })),
});

export { idParam } from './params.ts';
