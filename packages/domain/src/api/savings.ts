import { z } from 'zod';
import {
  SAVINGS_MEMBER_KIND_NAMES,
  SAVINGS_MEMBER_KINDS,
  SAVINGS_MOVEMENT_KIND_LABELS,
  SAVINGS_MOVEMENT_KINDS,
  SAVINGS_PACK_KIND_LABELS,
  SAVINGS_PACK_KINDS,
  SAVINGS_PACK_STATUS_LABELS,
  SAVINGS_PACK_STATUSES,
  SAVINGS_PLACEMENT_STATUS_LABELS,
  SAVINGS_PLACEMENT_STATUSES,
  SAVINGS_SOURCE_KIND_NAMES,
  SAVINGS_SOURCE_KINDS,
  SAVINGS_TRANSFER_STATUS_LABELS,
  SAVINGS_TRANSFER_STATUSES,
} from '../statuses/savings.ts';
import { msg, optionalText, phone, rate, requiredText, vnd } from '../validation.ts';
import { SAVINGS_PACK_ACTIONS } from '../workflows/savings-pack.ts';
import { SAVINGS_PLACEMENT_ACTIONS } from '../workflows/savings-placement.ts';
import { SAVINGS_TRANSFER_ACTIONS } from '../workflows/savings-transfer.ts';
import { recordId } from './companies.ts';
import { listColumns, pagedBody, pagedResponse, sortColumnsOf } from './paging.ts';
import { recordSchemas } from './record.ts';

/**
 * Savings packs (spec §2 tichluy and savesting-packs-management, §6; decision 0107): membership
 * classes, members, term and non-term packs (limited by a cap, or unlimited with an introducer's
 * commission), members' placements, the movements of money and the members' class history.
 */

const keyword = () => z.string().trim().max(120).optional();
const code = () => requiredText(20).regex(/^[A-Za-z0-9_-]+$/, { error: msg('alpha_dash') });
const positiveVnd = () => vnd().min(1, { error: msg('min_one') });
const bool = () => z.enum(['true', 'false'], { error: msg('invalid') }).optional();

// ---- Membership classes -------------------------------------------------------------------------

/** A class a member reaches by its total holding, with the bonus it adds to every pack's rate. */
export const savingsClassForm = z.strictObject({
  name: requiredText(120),
  min_holding: vnd(),
  bonus_rate: rate(),
});
export type SavingsClassForm = z.infer<typeof savingsClassForm>;

export const savingsClassItem = z.object({
  id: z.number().int(),
  name: z.string(),
  min_holding: z.number().int(),
  bonus_rate: z.number(),
  member_count: z.number().int(),
  updated_at: z.string(),
});
export type SavingsClassItem = z.infer<typeof savingsClassItem>;

export const SAVINGS_CLASS_COLUMNS = listColumns<SavingsClassItem>()([
  { key: 'name', label: 'savings.fields.class_name', sort: true },
  { key: 'min_holding', label: 'savings.fields.min_holding', kind: 'money', sort: true },
  { key: 'bonus_rate', label: 'savings.fields.bonus_rate', kind: 'rate', sort: true },
  { key: 'member_count', label: 'savings.fields.member_count' },
  { key: 'updated_at', label: 'savings.fields.updated_at', kind: 'dateTime', sort: true },
]);
export const {
  listQuery: savingsClassListQuery,
  listResponse: savingsClassListResponse,
  detailResponse: savingsClassDetailResponse,
  saveResponse: savingsClassSaveResponse,
} = recordSchemas({
  item: savingsClassItem,
  filters: { keyword: keyword() },
  sortColumns: sortColumnsOf(SAVINGS_CLASS_COLUMNS, ['id']),
  actions: ['create', 'update'],
});

// ---- Members ------------------------------------------------------------------------------------

/** A savings member: a person or a company, and who introduced it (paid an unlimited pack's commission). */
export const savingsMemberForm = z.strictObject({
  code: code(),
  name: requiredText(200),
  kind: z.enum(SAVINGS_MEMBER_KINDS, { error: msg('invalid') }),
  id_no: optionalText(20),
  phone: phone(),
  introducer: optionalText(200),
  active: z.boolean({ error: msg('wrong_type') }),
});
export type SavingsMemberForm = z.infer<typeof savingsMemberForm>;

export const savingsMemberItem = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  kind: z.enum(SAVINGS_MEMBER_KINDS),
  id_no: z.string().nullable(),
  phone: z.string(),
  introducer: z.string().nullable(),
  active: z.boolean(),
  class_id: z.number().int().nullable(),
  class_name: z.string().nullable(),
  total_holding: z.number().int(),
  updated_at: z.string(),
});
export type SavingsMemberItem = z.infer<typeof savingsMemberItem>;

const ACTIVE_NAMES = {
  true: { vi: 'Đang hoạt động', en: 'Active' },
  false: { vi: 'Ngừng hoạt động', en: 'Inactive' },
} as const;

export const SAVINGS_MEMBER_COLUMNS = listColumns<SavingsMemberItem>()([
  { key: 'code', label: 'savings.fields.member_code', sort: true },
  { key: 'name', label: 'savings.fields.member_name', sort: true },
  { key: 'kind', label: 'savings.fields.member_kind', sort: true, names: SAVINGS_MEMBER_KIND_NAMES },
  { key: 'phone', label: 'savings.fields.phone' },
  { key: 'introducer', label: 'savings.fields.introducer' },
  { key: 'class_name', label: 'savings.fields.class_name' },
  { key: 'total_holding', label: 'savings.fields.total_holding', kind: 'money', sort: true },
  { key: 'active', label: 'savings.fields.active', names: ACTIVE_NAMES },
]);
export const {
  listQuery: savingsMemberListQuery,
  listResponse: savingsMemberListResponse,
  detailResponse: savingsMemberDetailResponse,
  saveResponse: savingsMemberSaveResponse,
} = recordSchemas({
  item: savingsMemberItem,
  filters: { keyword: keyword(), class_id: recordId().optional(), active: bool() },
  sortColumns: sortColumnsOf(SAVINGS_MEMBER_COLUMNS, ['id', 'updated_at']),
  actions: ['create', 'update'],
});

// ---- Packs --------------------------------------------------------------------------------------

/**
 * What every pack has: a cap makes it limited (and then it pays no commission); no cap, unlimited,
 * with the commission its members' introducers earn.
 */
const packShape = {
  code: code(),
  name: requiredText(200),
  rate: rate(),
  cap: positiveVnd().nullable(),
  commission_rate: rate(),
  description: optionalText(1000),
};
type PackCommon = { cap: number | null; commission_rate: number };
const capRule = (p: PackCommon, ctx: z.RefinementCtx) => {
  if (p.cap !== null && p.commission_rate > 0)
    ctx.addIssue({ code: 'custom', path: ['commission_rate'], message: msg('savings_limited_commission') });
};

/** A term pack (kỳ hạn): months, its rate, and the early (non-term) rate of a withdrawal before maturity. */
export const termPackForm = z
  .strictObject({
    ...packShape,
    term_months: z
      .number({ error: msg('integer') })
      .int({ error: msg('integer') })
      .min(1, { error: msg('min_one') })
      .max(120, { error: msg('max_value', { max: 120 }) }),
    early_rate: rate(),
  })
  .superRefine(capRule);
export type TermPackForm = z.infer<typeof termPackForm>;

/** A non-term pack (không kỳ hạn): its rate accrues by days until the money is withdrawn. */
export const nonTermPackForm = z.strictObject(packShape).superRefine(capRule);
export type NonTermPackForm = z.infer<typeof nonTermPackForm>;

export const savingsPackItem = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  kind: z.enum(SAVINGS_PACK_KINDS),
  term_months: z.number().int().nullable(),
  rate: z.number(),
  early_rate: z.number().nullable(),
  cap: z.number().int().nullable(),
  commission_rate: z.number(),
  description: z.string().nullable(),
  /** The principal of its active placements. */
  placed: z.number().int(),
  status: z.enum(SAVINGS_PACK_STATUSES),
  created_at: z.string(),
  updated_at: z.string(),
});
export type SavingsPackItem = z.infer<typeof savingsPackItem>;

export const SAVINGS_PACK_COLUMNS = listColumns<SavingsPackItem>()([
  { key: 'code', label: 'savings.fields.pack_code', sort: true },
  { key: 'name', label: 'savings.fields.pack_name', sort: true },
  { key: 'kind', label: 'savings.fields.pack_kind', sort: true, statuses: SAVINGS_PACK_KIND_LABELS },
  { key: 'term_months', label: 'savings.fields.term_months', sort: true },
  { key: 'rate', label: 'savings.fields.rate', kind: 'rate', sort: true },
  { key: 'early_rate', label: 'savings.fields.early_rate', kind: 'rate' },
  { key: 'cap', label: 'savings.fields.cap', kind: 'money', sort: true },
  { key: 'commission_rate', label: 'savings.fields.commission_rate', kind: 'rate', sort: true },
  { key: 'placed', label: 'savings.fields.placed', kind: 'money', sort: true },
  { key: 'status', label: 'savings.fields.status', sort: true, statuses: SAVINGS_PACK_STATUS_LABELS },
]);
export const SAVINGS_PACK_SORT_COLUMNS = sortColumnsOf(SAVINGS_PACK_COLUMNS, ['id', 'updated_at']);
export const {
  listQuery: savingsPackListQuery,
  listResponse: savingsPackListResponse,
  detailResponse: savingsPackDetailResponse,
  saveResponse: savingsPackSaveResponse,
} = recordSchemas({
  item: savingsPackItem,
  filters: {
    keyword: keyword(),
    status: z.enum(SAVINGS_PACK_STATUSES, { error: msg('invalid') }).optional(),
    kind: z.enum(SAVINGS_PACK_KINDS, { error: msg('invalid') }).optional(),
    /** true: packs with a cap (ListPackageLimited); false: without (ListPackageUnlimited). */
    limited: bool(),
  },
  sortColumns: SAVINGS_PACK_SORT_COLUMNS,
  actions: SAVINGS_PACK_ACTIONS,
});

// ---- Placements ---------------------------------------------------------------------------------

/** A member places money in an active pack on the business date. */
export const placementForm = z.strictObject({
  pack_id: recordId(),
  member_id: recordId(),
  amount: positiveVnd(),
});
export type PlacementForm = z.infer<typeof placementForm>;

export const placementItem = z.object({
  id: z.number().int(),
  pack_id: z.number().int(),
  pack_code: z.string(),
  pack_name: z.string(),
  member_id: z.number().int(),
  member_code: z.string(),
  member_name: z.string(),
  amount: z.number().int(),
  rate: z.number(),
  early_rate: z.number().nullable(),
  commission_rate: z.number(),
  start_date: z.string(),
  maturity_date: z.string().nullable(),
  closed_on: z.string().nullable(),
  interest: z.number().int(),
  commission: z.number().int(),
  status: z.enum(SAVINGS_PLACEMENT_STATUSES),
});
export type PlacementItem = z.infer<typeof placementItem>;

export const PLACEMENT_COLUMNS = listColumns<PlacementItem>()([
  { key: 'id', label: 'savings.fields.placement_id', sort: true },
  { key: 'member_code', label: 'savings.fields.member_code', sort: true },
  { key: 'member_name', label: 'savings.fields.member_name', sort: true },
  { key: 'pack_name', label: 'savings.fields.pack_name', sort: true },
  { key: 'amount', label: 'savings.fields.amount', kind: 'money', sort: true },
  { key: 'rate', label: 'savings.fields.rate', kind: 'rate', sort: true },
  { key: 'start_date', label: 'savings.fields.start_date', kind: 'date', sort: true },
  { key: 'maturity_date', label: 'savings.fields.maturity_date', kind: 'date', sort: true },
  { key: 'interest', label: 'savings.fields.interest', kind: 'money', sort: true },
  { key: 'commission', label: 'savings.fields.commission', kind: 'money', sort: true },
  { key: 'status', label: 'savings.fields.status', sort: true, statuses: SAVINGS_PLACEMENT_STATUS_LABELS },
]);
export const placementListBody = pagedBody(
  {
    pack_id: recordId().optional(),
    member_id: recordId().optional(),
    status: z.enum(SAVINGS_PLACEMENT_STATUSES, { error: msg('invalid') }).optional(),
    limited: bool(),
  },
  sortColumnsOf(PLACEMENT_COLUMNS),
);
export type PlacementListBody = z.infer<typeof placementListBody>;
export const placementListResponse = pagedResponse(placementItem);
export const placementResponse = z.object({
  data: placementItem.extend({ actions: z.array(z.enum(SAVINGS_PLACEMENT_ACTIONS)).optional() }),
});

// ---- Movements (TransactionHistory) -------------------------------------------------------------

export const movementItem = z.object({
  id: z.number().int(),
  business_date: z.string(),
  kind: z.enum(SAVINGS_MOVEMENT_KINDS),
  amount: z.number().int(),
  placement_id: z.number().int(),
  pack_id: z.number().int(),
  pack_name: z.string(),
  member_id: z.number().int(),
  member_name: z.string(),
  journal_entry_id: z.number().int().nullable(),
  note: z.string().nullable(),
  created_at: z.string(),
});
export type MovementItem = z.infer<typeof movementItem>;

export const MOVEMENT_COLUMNS = listColumns<MovementItem>()([
  { key: 'business_date', label: 'savings.fields.business_date', kind: 'date', sort: true },
  { key: 'kind', label: 'savings.fields.movement_kind', sort: true, statuses: SAVINGS_MOVEMENT_KIND_LABELS },
  { key: 'member_name', label: 'savings.fields.member_name', sort: true },
  { key: 'pack_name', label: 'savings.fields.pack_name', sort: true },
  { key: 'placement_id', label: 'savings.fields.placement_id', sort: true },
  { key: 'amount', label: 'savings.fields.amount', kind: 'money', sort: true },
  { key: 'journal_entry_id', label: 'savings.fields.journal_entry_id' },
  { key: 'note', label: 'savings.fields.note' },
]);
export const movementListBody = pagedBody(
  {
    pack_id: recordId().optional(),
    member_id: recordId().optional(),
    kind: z.enum(SAVINGS_MOVEMENT_KINDS, { error: msg('invalid') }).optional(),
  },
  sortColumnsOf(MOVEMENT_COLUMNS, ['id', 'created_at']),
);
export type MovementListBody = z.infer<typeof movementListBody>;
/** With spec §3's `object`: the sum of the listed movements' amounts. */
export const movementListResponse = pagedResponse(movementItem).extend({
  object: z.object({ total_amount: z.number().int() }),
});

// ---- Member history -----------------------------------------------------------------------------

/** A change of a member's class, written when a movement moves its total holding across a class. */
export const memberHistoryItem = z.object({
  id: z.number().int(),
  member_id: z.number().int(),
  member_code: z.string(),
  member_name: z.string(),
  from_class: z.string().nullable(),
  to_class: z.string().nullable(),
  total_holding: z.number().int(),
  created_at: z.string(),
});
export type MemberHistoryItem = z.infer<typeof memberHistoryItem>;

export const MEMBER_HISTORY_COLUMNS = listColumns<MemberHistoryItem>()([
  { key: 'created_at', label: 'savings.fields.changed_at', kind: 'dateTime', sort: true },
  { key: 'member_code', label: 'savings.fields.member_code', sort: true },
  { key: 'member_name', label: 'savings.fields.member_name', sort: true },
  { key: 'from_class', label: 'savings.fields.from_class' },
  { key: 'to_class', label: 'savings.fields.to_class' },
  { key: 'total_holding', label: 'savings.fields.total_holding', kind: 'money', sort: true },
]);
export const memberHistoryListBody = pagedBody(
  { member_id: recordId().optional(), keyword: keyword() },
  sortColumnsOf(MEMBER_HISTORY_COLUMNS, ['id']),
);
export type MemberHistoryListBody = z.infer<typeof memberHistoryListBody>;
export const memberHistoryListResponse = pagedResponse(memberHistoryItem);

// ---- Sources and transfers (SourceTranfer, AddSourceTranfer; decision 0117) ---------------------

/** Where savings money is held outside the packs, with the cash set aside for it when added. */
export const savingsSourceForm = z.strictObject({
  code: code(),
  name: requiredText(200),
  kind: z.enum(SAVINGS_SOURCE_KINDS, { error: msg('invalid') }),
  account_no: optionalText(40),
  opening_balance: vnd(),
});
export type SavingsSourceForm = z.infer<typeof savingsSourceForm>;

export const savingsSourceItem = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  kind: z.enum(SAVINGS_SOURCE_KINDS),
  account_no: z.string().nullable(),
  opening_balance: z.number().int(),
  /** The opening balance plus the confirmed transfers in, less those out. */
  balance: z.number().int(),
  updated_at: z.string(),
});
export type SavingsSourceItem = z.infer<typeof savingsSourceItem>;

export const SAVINGS_SOURCE_COLUMNS = listColumns<SavingsSourceItem>()([
  { key: 'code', label: 'savings.fields.source_code', sort: true },
  { key: 'name', label: 'savings.fields.source_name', sort: true },
  { key: 'kind', label: 'savings.fields.source_kind', sort: true, names: SAVINGS_SOURCE_KIND_NAMES },
  { key: 'account_no', label: 'savings.fields.account_no' },
  { key: 'opening_balance', label: 'savings.fields.opening_balance', kind: 'money', sort: true },
  // Computed from the confirmed transfers, not a column: shown, not sorted on.
  { key: 'balance', label: 'savings.fields.balance', kind: 'money' },
]);
export const {
  listQuery: savingsSourceListQuery,
  listResponse: savingsSourceListResponse,
  detailResponse: savingsSourceDetailResponse,
  saveResponse: savingsSourceSaveResponse,
} = recordSchemas({
  item: savingsSourceItem,
  filters: { keyword: keyword() },
  sortColumns: sortColumnsOf(SAVINGS_SOURCE_COLUMNS, ['id', 'updated_at']),
  actions: ['create'],
});

/** One side of a transfer: `source:<id>` or `pack:<id>` (one choice of the form's lists). */
export const SAVINGS_SIDE_PATTERN = /^(source|pack):([1-9][0-9]{0,9})$/;
const side = () =>
  z
    .string({ error: msg('wrong_type') })
    .regex(SAVINGS_SIDE_PATTERN, { error: msg('invalid') })
    .refine((v) => Number(v.split(':')[1]) <= 2_147_483_647, { error: msg('invalid') });

/** AddSourceTranfer: money from a source or a pack to another, booked when confirmed. */
export const savingsTransferForm = z
  .strictObject({
    from: side(),
    to: side(),
    amount: positiveVnd(),
    note: optionalText(500),
  })
  .superRefine((f, ctx) => {
    if (f.from === f.to) ctx.addIssue({ code: 'custom', path: ['to'], message: msg('savings_same_side') });
  });
export type SavingsTransferForm = z.infer<typeof savingsTransferForm>;

export const savingsTransferItem = z.object({
  id: z.number().int(),
  from: z.string(),
  from_name: z.string(),
  to: z.string(),
  to_name: z.string(),
  amount: z.number().int(),
  note: z.string().nullable(),
  status: z.enum(SAVINGS_TRANSFER_STATUSES),
  /** The business date it was drafted on, and the one it was booked on. */
  created_on: z.string(),
  confirmed_on: z.string().nullable(),
  journal_entry_id: z.number().int().nullable(),
});
export type SavingsTransferItem = z.infer<typeof savingsTransferItem>;

export const SAVINGS_TRANSFER_COLUMNS = listColumns<SavingsTransferItem>()([
  { key: 'id', label: 'savings.fields.transfer_id', sort: true },
  { key: 'created_on', label: 'savings.fields.created_on', kind: 'date', sort: true },
  { key: 'from_name', label: 'savings.fields.from_side' },
  { key: 'to_name', label: 'savings.fields.to_side' },
  { key: 'amount', label: 'savings.fields.amount', kind: 'money', sort: true },
  { key: 'status', label: 'savings.fields.status', sort: true, statuses: SAVINGS_TRANSFER_STATUS_LABELS },
  { key: 'confirmed_on', label: 'savings.fields.confirmed_on', kind: 'date', sort: true },
  { key: 'journal_entry_id', label: 'savings.fields.journal_entry_id' },
  { key: 'note', label: 'savings.fields.note' },
]);
export const savingsTransferListBody = pagedBody(
  {
    source_id: recordId().optional(),
    pack_id: recordId().optional(),
    status: z.enum(SAVINGS_TRANSFER_STATUSES, { error: msg('invalid') }).optional(),
  },
  sortColumnsOf(SAVINGS_TRANSFER_COLUMNS),
);
export type SavingsTransferListBody = z.infer<typeof savingsTransferListBody>;
/** With spec §3's `object`: the sum of the listed transfers' amounts. */
export const savingsTransferListResponse = pagedResponse(savingsTransferItem).extend({
  object: z.object({ total_amount: z.number().int() }),
});
/** Why a draft transfer is cancelled (its history keeps it). */
export const savingsTransferCancelBody = z.strictObject({ reason: requiredText(500) });
export type SavingsTransferCancelBody = z.infer<typeof savingsTransferCancelBody>;
export const savingsTransferResponse = z.object({
  data: savingsTransferItem.extend({ actions: z.array(z.enum(SAVINGS_TRANSFER_ACTIONS)).optional() }),
});

export { idParam } from './params.ts';
