import { z } from 'zod';
import {
  POINT_MOVEMENT_KIND_LABELS,
  POINT_MOVEMENT_KINDS,
  VOUCHER_REQUEST_STATUS_LABELS,
  VOUCHER_REQUEST_STATUSES,
} from '../statuses/voucher-request.ts';
import { isoDate, msg, optionalText, recordIdParam, requiredText, vnd } from '../validation.ts';
import { VOUCHER_REQUEST_ACTIONS } from '../workflows/voucher-request.ts';
import { recordId } from './companies.ts';
import { listColumns, pagedBody, pagedQuery, pagedResponse, sortColumnsOf } from './paging.ts';

/** A number of points: whole, at least one, well inside a PostgreSQL integer. */
const points = () =>
  z
    .number({ error: msg('integer') })
    .int({ error: msg('integer') })
    .min(1, { error: msg('min_one') })
    .max(1_000_000_000, { error: msg('max_value', { max: 1_000_000_000 }) });

const keyword = () => z.string().trim().max(120).optional();

// ---- Total points (GET /point/{id}/totalpoint) -------------------------------------------------

/** A buyer's points from its ledger: earned, spent on requests still new or approved, what is left. */
export const totalPointResponse = z.object({
  data: z.object({
    ent_id: z.number().int(),
    total_point: z.number().int(),
    earned_point: z.number().int(),
    redeemed_point: z.number().int(),
    pending_point: z.number().int(),
  }),
});
export type TotalPoint = z.infer<typeof totalPointResponse>['data'];

// ---- Point settings (GET /point/pointsetting, /point/listpointsettingdetail) -------------------

/** How many VND settled on time earn one point, from a date on (decision 0100). */
export const pointSettingForm = z.strictObject({
  vnd_per_point: vnd().min(1, { error: msg('min_one') }),
  effective_from: isoDate(),
  note: optionalText(500),
});
export type PointSettingForm = z.infer<typeof pointSettingForm>;

export const pointSettingItem = z.object({
  id: z.number().int(),
  vnd_per_point: z.number().int(),
  effective_from: z.string(),
  note: z.string().nullable(),
  created_by_name: z.string().nullable(),
  created_at: z.string(),
});
export type PointSettingItem = z.infer<typeof pointSettingItem>;
export const pointSettingResponse = z.object({ data: pointSettingItem.nullable() });

export const POINT_SETTING_COLUMNS = listColumns<PointSettingItem>()([
  { key: 'effective_from', label: 'points.fields.effective_from', kind: 'date', sort: true },
  { key: 'vnd_per_point', label: 'points.fields.vnd_per_point', kind: 'money', sort: true },
  { key: 'note', label: 'points.fields.note' },
  { key: 'created_by_name', label: 'points.fields.created_by_name' },
  { key: 'created_at', label: 'points.fields.created_at', kind: 'dateTime', sort: true },
]);
export const pointSettingListQuery = pagedQuery({}, sortColumnsOf(POINT_SETTING_COLUMNS, ['id']));
export const pointSettingListResponse = pagedResponse(pointSettingItem);

// ---- Voucher categories (GET /point/listcategoryvoucher) ---------------------------------------

/** A voucher the catalogue offers: what it costs in points and what it is worth in VND. */
export const voucherCategoryForm = z.strictObject({
  name: requiredText(200),
  points: points(),
  value: vnd(),
  active: z.boolean({ error: msg('wrong_type') }),
});
export type VoucherCategoryForm = z.infer<typeof voucherCategoryForm>;

export const voucherCategoryItem = voucherCategoryForm.extend({
  id: z.number().int(),
  updated_at: z.string(),
});
export type VoucherCategoryItem = z.infer<typeof voucherCategoryItem>;
export const voucherCategoryResponse = z.object({ data: voucherCategoryItem });

const ACTIVE_NAMES = {
  true: { vi: 'Đang áp dụng', en: 'Active' },
  false: { vi: 'Ngừng áp dụng', en: 'Inactive' },
} as const;

export const VOUCHER_CATEGORY_COLUMNS = listColumns<VoucherCategoryItem>()([
  { key: 'name', label: 'points.fields.category_name', sort: true },
  { key: 'points', label: 'points.fields.points', sort: true },
  { key: 'value', label: 'points.fields.value', kind: 'money', sort: true },
  { key: 'active', label: 'points.fields.active', names: ACTIVE_NAMES },
  { key: 'updated_at', label: 'points.fields.updated_at', kind: 'dateTime', sort: true },
]);
export const voucherCategoryListQuery = pagedQuery(
  { keyword: keyword(), active: z.enum(['true', 'false'], { error: msg('invalid') }).optional() },
  sortColumnsOf(VOUCHER_CATEGORY_COLUMNS, ['id']),
);
export const voucherCategoryListResponse = pagedResponse(voucherCategoryItem);

// ---- Point details (POST /point/listpointdetail) ----------------------------------------------

/** One movement of a buyer's points ledger (append-only). */
export const pointMovementItem = z.object({
  id: z.number().int(),
  ent_id: z.number().int(),
  ent_name: z.string(),
  kind: z.enum(POINT_MOVEMENT_KINDS),
  /** Signed: earned and refunded points are positive, redeemed ones negative. */
  points: z.number().int(),
  note: z.string().nullable(),
  created_at: z.string(),
});
export type PointMovementItem = z.infer<typeof pointMovementItem>;

export const POINT_MOVEMENT_COLUMNS = listColumns<PointMovementItem>()([
  { key: 'created_at', label: 'points.fields.created_at', kind: 'dateTime', sort: true },
  { key: 'ent_name', label: 'points.fields.ent_name', sort: true },
  { key: 'kind', label: 'points.fields.kind', sort: true, statuses: POINT_MOVEMENT_KIND_LABELS },
  { key: 'points', label: 'points.fields.points', sort: true },
  { key: 'note', label: 'points.fields.note' },
]);
export const pointDetailListBody = pagedBody(
  {
    ent_id: recordId().optional(),
    kind: z.enum(POINT_MOVEMENT_KINDS, { error: msg('invalid') }).optional(),
  },
  sortColumnsOf(POINT_MOVEMENT_COLUMNS, ['id']),
);
export type PointDetailListBody = z.infer<typeof pointDetailListBody>;
export const pointDetailListResponse = pagedResponse(pointMovementItem);

// ---- Voucher requests (POST /point/listrequestvoucher, /point/requestredeempoint) -------------

export const voucherRequestItem = z.object({
  id: z.number().int(),
  ent_id: z.number().int(),
  ent_name: z.string(),
  category_id: z.number().int(),
  category_name: z.string(),
  points: z.number().int(),
  value: z.number().int(),
  status: z.enum(VOUCHER_REQUEST_STATUSES),
  reason: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type VoucherRequestItem = z.infer<typeof voucherRequestItem>;

export const VOUCHER_REQUEST_COLUMNS = listColumns<VoucherRequestItem>()([
  { key: 'id', label: 'points.fields.request_id', sort: true },
  { key: 'created_at', label: 'points.fields.requested_at', kind: 'dateTime', sort: true },
  { key: 'ent_name', label: 'points.fields.ent_name', sort: true },
  { key: 'category_name', label: 'points.fields.category_name', sort: true },
  { key: 'points', label: 'points.fields.points', sort: true },
  { key: 'value', label: 'points.fields.value', kind: 'money', sort: true },
  { key: 'status', label: 'points.fields.status', sort: true, statuses: VOUCHER_REQUEST_STATUS_LABELS },
  { key: 'reason', label: 'points.fields.reason' },
]);
export const voucherRequestListBody = pagedBody(
  {
    keyword: keyword(),
    ent_id: recordId().optional(),
    status: z.enum(VOUCHER_REQUEST_STATUSES, { error: msg('invalid') }).optional(),
  },
  sortColumnsOf(VOUCHER_REQUEST_COLUMNS),
);
export type VoucherRequestListBody = z.infer<typeof voucherRequestListBody>;
/** The list with spec §3's `object`: the points the listed requests redeemed (approved ones). */
export const voucherRequestListResponse = pagedResponse(voucherRequestItem).extend({
  object: z.object({ total_redeemed_point: z.number().int() }),
});

/** A buyer asks for a voucher of a category; its points are spent at once (decision 0100). */
export const redeemPointBody = z.strictObject({ category_id: recordId() });
export const voucherRequestResponse = z.object({
  data: voucherRequestItem.extend({ actions: z.array(z.enum(VOUCHER_REQUEST_ACTIONS)).optional() }),
});
export const rejectVoucherBody = z.strictObject({ reason: requiredText(500) });

export { idParam } from './params.ts';
/** The buyer a total is asked for (spec's `/point/{id}/totalpoint`), named apart from a request's id. */
export const entParam = z.strictObject({ ent_id: recordIdParam() });
export const categoryParam = z.strictObject({ category_id: recordIdParam() });
