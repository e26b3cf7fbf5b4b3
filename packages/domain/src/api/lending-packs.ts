import { z } from 'zod';
import { LENDING_PACK_STATUS_LABELS, LENDING_PACK_STATUSES } from '../statuses/lending-pack.ts';
import { msg, optionalText, recordIdParam, requiredText, vnd } from '../validation.ts';
import { LENDING_PACK_ACTIONS } from '../workflows/lending-pack.ts';
import { recordId } from './companies.ts';
import { listColumns, pagedBody, pagedResponse, sortColumnsOf } from './paging.ts';
import { recordSchemas } from './record.ts';

/**
 * Lending packs of the programme setting (spec §2 program-setup/lending-pack, decision 0108): term
 * loans of one or more lending partners offered to suppliers, a total limit, a term in days and a
 * rate per year by the supplier's rating, in basis points (1 050 = 10,50 %).
 */
const f = (key: string) => `programme.lendingPack.fields.${key}` as const;
const int = () => z.number().int();
const wholeBetween = (min: number, max: number) =>
  z
    .number({ error: msg('integer') })
    .int({ error: msg('integer') })
    .min(min, { error: msg('min_one') })
    .max(max, { error: msg('max_value', { max }) });

/** The pack's own terms (add-lending-pack-modal, and its edit while a draft). */
export const lendingPackForm = z.strictObject({
  name: requiredText(200),
  total_limit: vnd().refine((v) => v > 0, { error: msg('positive') }),
  term_days: wholeBetween(1, 3650),
  note: optionalText(1000),
});
export type LendingPackForm = z.infer<typeof lendingPackForm>;

/** add-doi-tac-modal: a lending partner joins the pack. */
export const lendingPackPartnerBody = z.strictObject({ partner_id: recordId() });
export type LendingPackPartnerBody = z.infer<typeof lendingPackPartnerBody>;

/** A rating class as the pack keeps it: 'a' and 'A' are one class. */
const ratingClass = () =>
  z
    .string({ error: msg('required') })
    .trim()
    .min(1, { error: msg('required') })
    .max(10, { error: msg('max_length', { max: 10 }) })
    .regex(/^[A-Za-z0-9+-]+$/, { error: msg('alpha_dash') })
    .transform((v) => v.toUpperCase());

/** add-rating-modal: a rating class and its rate (a class already in the pack takes the new rate). */
export const lendingPackRatingBody = z.strictObject({
  rating_class: ratingClass(),
  rate_bps: wholeBetween(1, 10_000),
});
export type LendingPackRatingBody = z.input<typeof lendingPackRatingBody>;

/** A partner's row of a draft pack, to remove it (DELETE …/:id/partner/:partner_id). */
export const lendingPackPartnerParams = z.strictObject({ id: recordIdParam(), partner_id: recordIdParam() });
/** A rating's row of a draft pack, to remove it (DELETE …/:id/rating/:rating_class). */
export const lendingPackRatingParams = z.strictObject({ id: recordIdParam(), rating_class: ratingClass() });

const partner = z.object({ id: int(), code: z.string(), name: z.string() });
/** A rating of the pack and its quote for the pack's total limit over its term (docs/finance.md §11). */
const rating = z.object({
  rating_class: z.string(),
  rate_bps: int(),
  /** % per year. */
  rate: z.number(),
  interest: int(),
  repayment: int(),
});
export type LendingPackRating = z.infer<typeof rating>;

export const lendingPackItem = z.object({
  id: int(),
  name: z.string(),
  total_limit: int(),
  term_days: int(),
  note: z.string().nullable(),
  status: z.enum(LENDING_PACK_STATUSES),
  partners: z.array(partner),
  /** The partners' names, for the list and its export. */
  partner_names: z.string(),
  ratings: z.array(rating),
  created_at: z.string(),
  updated_at: z.string(),
});
export type LendingPackItem = z.infer<typeof lendingPackItem>;

export const LENDING_PACK_COLUMNS = listColumns<LendingPackItem>()([
  { key: 'name', label: f('name'), sort: true },
  { key: 'partner_names', label: f('partners') },
  { key: 'total_limit', label: f('total_limit'), kind: 'money', sort: true },
  { key: 'term_days', label: f('term_days'), sort: true },
  { key: 'status', label: f('status'), sort: true, statuses: LENDING_PACK_STATUS_LABELS },
  { key: 'updated_at', label: f('updated_at'), kind: 'dateTime', sort: true },
]);
export const LENDING_PACK_SORT_COLUMNS = sortColumnsOf(LENDING_PACK_COLUMNS, ['id']);

const keyword = z.string().trim().max(120).optional();
const status = z.enum(LENDING_PACK_STATUSES, { error: msg('invalid') }).optional();

export const {
  listQuery: lendingPackListQuery,
  listResponse: lendingPackListResponse,
  detailResponse: lendingPackDetailResponse,
  saveResponse: lendingPackSaveResponse,
} = recordSchemas({
  item: lendingPackItem,
  filters: { keyword, status },
  sortColumns: LENDING_PACK_SORT_COLUMNS,
  actions: LENDING_PACK_ACTIONS,
});

/** detail-pack: every rating of every pack, with the pack's partners and its quote. */
export const lendingPackRatingItem = z.object({
  id: int(),
  pack_id: int(),
  pack_name: z.string(),
  partner_names: z.string(),
  rating_class: z.string(),
  rate_bps: int(),
  rate: z.number(),
  term_days: int(),
  total_limit: int(),
  interest: int(),
  repayment: int(),
  status: z.enum(LENDING_PACK_STATUSES),
});
export type LendingPackRatingItem = z.infer<typeof lendingPackRatingItem>;
export const LENDING_PACK_RATING_COLUMNS = listColumns<LendingPackRatingItem>()([
  { key: 'pack_name', label: f('name'), sort: true },
  { key: 'partner_names', label: f('partners') },
  { key: 'rating_class', label: f('rating_class'), sort: true },
  { key: 'rate_bps', label: f('rate_bps'), sort: true },
  { key: 'rate', label: f('rate'), kind: 'rate' },
  { key: 'total_limit', label: f('total_limit'), kind: 'money', sort: true },
  { key: 'term_days', label: f('term_days'), sort: true },
  { key: 'interest', label: f('interest'), kind: 'money' },
  { key: 'repayment', label: f('repayment'), kind: 'money' },
  { key: 'status', label: f('status'), sort: true, statuses: LENDING_PACK_STATUS_LABELS },
]);
export const lendingPackRatingListBody = pagedBody(
  { keyword, status },
  sortColumnsOf(LENDING_PACK_RATING_COLUMNS, ['id']),
);
export const lendingPackRatingListResponse = pagedResponse(lendingPackRatingItem);

/** The lending partners a pack may take (the add-doi-tac-modal's choice). */
export const lendingPartnersResponse = z.object({ data: z.array(partner) });

export { idParam } from './params.ts';
