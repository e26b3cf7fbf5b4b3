import { z } from 'zod';
import { BUYER_CREDIT_SETUP_STATUS_LABELS, BUYER_CREDIT_SETUP_STATUSES } from '../statuses/credit.ts';
import { PROMOTION_STATUS_LABELS, PROMOTION_STATUSES } from '../statuses/programme.ts';
import { TRANSACTION_STAGE_LABELS, TRANSACTION_STAGES } from '../statuses/transaction.ts';
import { isoDate, msg, optionalText, rateInput, requiredText } from '../validation.ts';
import { PROMOTION_ACTIONS } from '../workflows/promotion.ts';
import { recordId } from './companies.ts';
import { historyEntry } from './history.ts';
import { listColumns, pagedBody, pagedResponse, sortColumnsOf } from './paging.ts';

const f = (key: string) => `programme.fields.${key}` as const;
const keyword = z.string().trim().max(120).optional();
const int = () => z.number().int();

/* ---------------------------------------- promotions --------------------------------------- */

/**
 * A promotion (spec §3: name, applied term, discount rate, max applications per supplier,
 * target): its rate in points per year comes off the agreed discount rate of the suppliers it
 * targets, every supplier of a buyer (sup_id null) or one of them, from start to end date.
 */
export const promotionForm = z.strictObject({
  name: requiredText(200),
  buy_id: recordId(),
  sup_id: recordId().nullable(),
  start_date: isoDate(),
  end_date: isoDate(),
  discount_rate: rateInput().refine((v) => v > 0, { error: msg('positive') }),
  max_per_supplier: z
    .number({ error: msg('integer') })
    .int({ error: msg('integer') })
    .min(1, { error: msg('min_one') })
    .max(10_000, { error: msg('max_value', { max: 10_000 }) }),
  note: optionalText(1000),
});
export type PromotionForm = z.infer<typeof promotionForm>;
/** POST /program-setup/promotion-setup: a new promotion, or the waiting one `id` edited. */
export const promotionSetupBody = promotionForm.extend({ id: recordId().optional() });
export type PromotionSetupBody = z.infer<typeof promotionSetupBody>;
export const promotionStopBody = z.strictObject({ reason: requiredText(500) });
export const promotionDeleteBody = z.strictObject({});

export const promotionItem = z.object({
  id: int(),
  name: z.string(),
  buy_id: int(),
  buy_name: z.string(),
  sup_id: int().nullable(),
  sup_name: z.string().nullable(),
  start_date: z.string(),
  end_date: z.string(),
  discount_rate: z.number(),
  max_per_supplier: int(),
  /** Transactions that took the promotion, all suppliers together. */
  applications: int(),
  note: z.string().nullable(),
  status: z.enum(PROMOTION_STATUSES),
  created_at: z.string(),
  updated_at: z.string(),
});
export type PromotionItem = z.infer<typeof promotionItem>;

export const PROMOTION_COLUMNS = listColumns<PromotionItem>()([
  { key: 'name', label: f('name'), sort: true },
  { key: 'buy_name', label: f('buy_name'), sort: true },
  { key: 'sup_name', label: f('target') },
  { key: 'start_date', label: f('start_date'), kind: 'date', sort: true },
  { key: 'end_date', label: f('end_date'), kind: 'date', sort: true },
  { key: 'discount_rate', label: f('promotion_rate'), kind: 'rate', sort: true },
  { key: 'max_per_supplier', label: f('max_per_supplier') },
  { key: 'applications', label: f('applications') },
  { key: 'status', label: f('status'), sort: true, statuses: PROMOTION_STATUS_LABELS },
]);
/** Spec §9: the promotion list sorts by id, direction 0 (ascending) unless asked otherwise. */
export const promotionListBody = pagedBody(
  {
    keyword,
    status: z.enum(PROMOTION_STATUSES, { error: msg('invalid') }).optional(),
    buy_id: recordId().optional(),
  },
  sortColumnsOf(PROMOTION_COLUMNS, ['id']),
);
export const promotionListResponse = pagedResponse(promotionItem);
export const promotionDetailResponse = z.object({
  data: promotionItem,
  history: z.array(historyEntry),
  actions: z.array(z.enum(PROMOTION_ACTIONS)),
});
export const promotionSaveResponse = z.object({ data: promotionItem });

/* ----------------------------------- the programme's reads ---------------------------------- */

/** GET /program-setup/current: the funder's programme in force on the business date. */
export const currentProgrammeResponse = z.object({
  data: z.object({
    today: z.string(),
    funder_name: z.string(),
    buyers: int(),
    suppliers: int(),
    early_payment_limit: int(),
    early_payment_used: int(),
    promotions_applied: int(),
    promotions_waiting: int(),
    pending_approvals: int(),
  }),
});

/** A buyer's programme version (approval list) or the one in force (buyer and price lists). */
export const programmeBuyerItem = z.object({
  id: int(),
  buy_id: int(),
  buy_name: z.string(),
  buy_mst: z.string(),
  version: int(),
  status: z.enum(BUYER_CREDIT_SETUP_STATUSES),
  credit_limit: int(),
  early_payment_limit: int(),
  early_payment_used: int(),
  credit_rate: z.number().nullable(),
  platform_rate: z.number().nullable(),
  interest_rate: z.number().nullable(),
  guarantee_fee: z.number().nullable(),
  max_funding_ratio: z.number().nullable(),
  expiry_date: z.string(),
  suppliers: int(),
  updated_at: z.string(),
});
export type ProgrammeBuyerItem = z.infer<typeof programmeBuyerItem>;

const buyerColumn = { key: 'buy_name', label: f('buy_name'), sort: true } as const;
const statusColumn = {
  key: 'status',
  label: f('status'),
  statuses: BUYER_CREDIT_SETUP_STATUS_LABELS,
} as const;
export const APPROVAL_COLUMNS = listColumns<ProgrammeBuyerItem>()([
  buyerColumn,
  { key: 'version', label: f('version'), sort: true },
  { key: 'credit_limit', label: f('credit_limit'), kind: 'money', sort: true },
  { key: 'expiry_date', label: f('expiry_date'), kind: 'date', sort: true },
  { ...statusColumn, sort: true },
  { key: 'updated_at', label: f('updated_at'), kind: 'dateTime', sort: true },
]);
export const BUYER_COLUMNS = listColumns<ProgrammeBuyerItem>()([
  buyerColumn,
  { key: 'buy_mst', label: f('buy_mst') },
  { key: 'early_payment_limit', label: f('early_payment_limit'), kind: 'money', sort: true },
  { key: 'early_payment_used', label: f('early_payment_used'), kind: 'money', sort: true },
  { key: 'suppliers', label: f('suppliers'), sort: true },
  { key: 'expiry_date', label: f('expiry_date'), kind: 'date', sort: true },
]);
export const PRICE_COLUMNS = listColumns<ProgrammeBuyerItem>()([
  buyerColumn,
  { key: 'credit_rate', label: f('credit_rate'), kind: 'rate', sort: true },
  { key: 'platform_rate', label: f('platform_rate'), kind: 'rate', sort: true },
  { key: 'interest_rate', label: f('interest_rate'), kind: 'rate', sort: true },
  { key: 'guarantee_fee', label: f('guarantee_fee'), kind: 'rate' },
  { key: 'max_funding_ratio', label: f('max_funding_ratio'), kind: 'rate' },
]);
export const approvalListBody = pagedBody(
  { keyword, status: z.enum(BUYER_CREDIT_SETUP_STATUSES, { error: msg('invalid') }).optional() },
  sortColumnsOf(APPROVAL_COLUMNS, ['id']),
);
export const buyerListBody = pagedBody({ keyword }, sortColumnsOf(BUYER_COLUMNS, ['id']));
export const priceListBody = pagedBody({ keyword }, sortColumnsOf(PRICE_COLUMNS, ['id']));
export const programmeBuyerListResponse = pagedResponse(programmeBuyerItem);

/** One supplier's agreed discount rate on one buyer, and what the promotion in force makes of it. */
export const discountRateItem = z.object({
  id: int(),
  sup_id: int(),
  sup_name: z.string(),
  buy_id: int(),
  buy_name: z.string(),
  discount_rate: z.number(),
  max_payment_ratio: z.number().nullable(),
  promotion_id: int().nullable(),
  promotion_name: z.string().nullable(),
  promotion_rate: z.number().nullable(),
  /** The rate the supplier's quote uses today (docs/finance.md §12). */
  quoted_rate: z.number(),
});
export type DiscountRateItem = z.infer<typeof discountRateItem>;
export const DISCOUNT_RATE_COLUMNS = listColumns<DiscountRateItem>()([
  { key: 'sup_name', label: f('sup_name'), sort: true },
  { key: 'buy_name', label: f('buy_name'), sort: true },
  { key: 'discount_rate', label: f('discount_rate'), kind: 'rate', sort: true },
  { key: 'promotion_name', label: f('promotion') },
  { key: 'promotion_rate', label: f('promotion_rate'), kind: 'rate' },
  { key: 'quoted_rate', label: f('quoted_rate'), kind: 'rate' },
]);
export const discountRateListBody = pagedBody(
  { keyword, buy_id: recordId().optional() },
  sortColumnsOf(DISCOUNT_RATE_COLUMNS, ['id']),
);
export const discountRateListResponse = pagedResponse(discountRateItem);

/** GET /program-setup/supplier_by_buyer/{id}: the suppliers a promotion on that buyer may target. */
export const suppliersByBuyerResponse = z.object({
  data: z.array(z.object({ id: int(), name: z.string(), mst: z.string(), discount_rate: z.number() })),
});

/** An investment order: a funding partner chosen to fund a transaction (spec §2 invest-order). */
export const investOrderItem = z.object({
  /** The transaction's id: one order per transaction. */
  id: int(),
  trans_id: int(),
  trans_code: z.string(),
  partner_id: int(),
  partner_name: z.string(),
  sup_name: z.string(),
  buy_name: z.string(),
  total_advance: int(),
  total_sale_price: int(),
  status: z.enum(TRANSACTION_STAGES),
  selected_at: z.string(),
});
export type InvestOrderItem = z.infer<typeof investOrderItem>;
export const INVEST_ORDER_COLUMNS = listColumns<InvestOrderItem>()([
  { key: 'trans_code', label: f('trans_code'), sort: true },
  { key: 'partner_name', label: f('partner_name'), sort: true },
  { key: 'sup_name', label: f('sup_name') },
  { key: 'buy_name', label: f('buy_name') },
  { key: 'total_advance', label: f('total_advance'), kind: 'money', sort: true },
  { key: 'total_sale_price', label: f('total_sale_price'), kind: 'money', sort: true },
  { key: 'status', label: f('trans_status'), statuses: TRANSACTION_STAGE_LABELS },
  { key: 'selected_at', label: f('selected_at'), kind: 'dateTime', sort: true },
]);
export const investOrderListBody = pagedBody({ keyword }, sortColumnsOf(INVEST_ORDER_COLUMNS));
export const investOrderListResponse = pagedResponse(investOrderItem);

export { idParam } from './params.ts';
