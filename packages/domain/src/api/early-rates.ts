import { z } from 'zod';
import { EARLY_INTEREST_RATE_REQUEST_STATUSES } from '../statuses/credit.ts';
import { statusList } from '../statuses/lookup.ts';
import { msg, rate, reason, recordIdParam, requiredText } from '../validation.ts';
import { historyEntry } from './history.ts';
import { listColumns, pagedBody, pagedQuery, pagedResponse } from './paging.ts';

// Early-interest-rate groups of a buyer (spec §3 "Early-interest-rate group", §4 request,
// §7 Credit buyer). The buyer's groups are versions: a draft is edited, sent as a request,
// and becomes the approved version when a funder approver approves it.

const id = () =>
  z
    .number({ error: msg('integer') })
    .int({ error: msg('integer') })
    .min(1)
    .max(2_147_483_647);

/** What became of one version of the groups (the request history's status column). */
const EARLY_RATE_VERSION_LIST = statusList([
  ['DRAFT', 'Bản nháp', 'Draft', 'default'],
  ['REQUESTING', 'Đang yêu cầu', 'Requesting', 'processing'],
  ['APPROVED', 'Đang áp dụng', 'Approved, in force', 'success'],
  ['SUPERSEDED', 'Đã được thay thế', 'Superseded', 'default'],
  ['CANCELLED', 'Đã hủy', 'Cancelled', 'error'],
]);
export const EARLY_RATE_VERSION_STATES = EARLY_RATE_VERSION_LIST.codes;
export type EarlyRateVersionState = (typeof EARLY_RATE_VERSION_STATES)[number];
export const EARLY_RATE_VERSION_LABELS = EARLY_RATE_VERSION_LIST.labels;

export const groupForm = z.strictObject({ name: requiredText(100), rate: rate() });
export type GroupForm = z.infer<typeof groupForm>;
export const updateGroupForm = z.strictObject({ group_id: id(), name: requiredText(100), rate: rate() });
export const deleteGroupForm = z.strictObject({ group_id: id() });
export const groupSupplierForm = z.strictObject({ sup_id: id() });
/** Move a supplier of the group to another group of the same draft. */
export const moveSupplierForm = z.strictObject({ sup_id: id(), target_group_id: id() });
export const cancelForm = z.strictObject({ reason: reason() });
export const emptyForm = z.strictObject({});

export const groupSupplier = z.object({
  sup_id: z.number().int(),
  sup_name: z.string(),
  sup_mst: z.string().nullable(),
});
export type GroupSupplier = z.infer<typeof groupSupplier>;
export const earlyRateGroup = z.object({
  id: z.number().int(),
  request_id: z.number().int(),
  name: z.string(),
  rate: z.number(),
  suppliers: z.array(groupSupplier),
});
export type EarlyRateGroup = z.infer<typeof earlyRateGroup>;

export const earlyRateVersion = z.object({
  id: z.number().int(),
  state: z.enum(EARLY_RATE_VERSION_STATES),
  sent_at: z.string().nullable(),
  approved_at: z.string().nullable(),
  groups: z.array(earlyRateGroup),
});
export type EarlyRateVersion = z.infer<typeof earlyRateVersion>;

export const earlyRateOverview = z.object({
  buy_id: z.number().int(),
  buyer_name: z.string(),
  status: z.enum(EARLY_INTEREST_RATE_REQUEST_STATUSES),
  /** The groups in force (null before the first approval). */
  approved: earlyRateVersion.nullable(),
  /** The groups being prepared (null while a request is pending). */
  draft: earlyRateVersion.nullable(),
  /** The request waiting for approval. */
  pending: earlyRateVersion.nullable(),
});
export type EarlyRateOverview = z.infer<typeof earlyRateOverview>;
export const earlyRateOverviewResponse = z.object({
  data: earlyRateOverview,
  /** Workflow actions the caller may take now (create, cancel, approve). */
  actions: z.array(z.string()),
  /** Whether the caller may edit the draft. */
  can_edit: z.boolean(),
  history: z.array(historyEntry),
});

export const groupResponse = z.object({ data: earlyRateGroup });
export const versionResponse = z.object({ data: earlyRateVersion });

export const requestHistoryItem = z.object({
  id: z.number().int(),
  state: z.enum(EARLY_RATE_VERSION_STATES),
  sent_at: z.string().nullable(),
  sent_by_name: z.string().nullable(),
  group_count: z.number().int(),
  supplier_count: z.number().int(),
  approved_at: z.string().nullable(),
  approver_name: z.string().nullable(),
  cancel_reason: z.string().nullable(),
});
export type RequestHistoryItem = z.infer<typeof requestHistoryItem>;
/** A buyer's early-rate request history: the panel's table and its Excel export. */
export const REQUEST_HISTORY_COLUMNS = listColumns<RequestHistoryItem>()([
  { key: 'sent_at', label: 'eligibility.rates.sentAt', kind: 'dateTime', sort: true },
  { key: 'sent_by_name', label: 'eligibility.rates.sentBy' },
  { key: 'supplier_count', label: 'eligibility.rates.supplierCount' },
  { key: 'state', label: 'eligibility.rates.requestStatus', statuses: EARLY_RATE_VERSION_LABELS },
  { key: 'approved_at', label: 'eligibility.rates.approvedAt', kind: 'dateTime' },
  { key: 'approver_name', label: 'eligibility.rates.approver' },
  { key: 'cancel_reason', label: 'eligibility.rates.reason' },
]);
export const requestHistoryBody = pagedBody({}, ['sent_at']);
export const requestHistoryResponse = pagedResponse(requestHistoryItem);

export const supplierSearchQuery = pagedQuery({ keyword: z.string().trim().max(100).optional() }, [
  'sup_name',
]);
/** The suppliers a group may take (…/search-sup): the picker's columns and its Excel export. */
export const GROUP_SUPPLIER_COLUMNS = listColumns<GroupSupplier>()([
  { key: 'sup_name', label: 'eligibility.rates.supplierName', sort: true },
  { key: 'sup_mst', label: 'eligibility.rates.supplierMst' },
]);
export const supplierSearchResponse = pagedResponse(groupSupplier);

export const params = {
  buyer: z.strictObject({ buy_id: recordIdParam() }),
  draft: z.strictObject({ buy_id: recordIdParam(), draft_id: recordIdParam() }),
  pending: z.strictObject({ pending_buy_id: recordIdParam(), request_id: recordIdParam() }),
  group: z.strictObject({ buy_id: recordIdParam(), draft_id: recordIdParam(), group_id: recordIdParam() }),
};
