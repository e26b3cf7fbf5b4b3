import { z } from 'zod';
import { COMMISSION_BASES } from '../commission.ts';
import { PAYMENT_TYPE_LABELS, PAYMENT_TYPES } from '../constants.ts';
import { APPENDIX_STATUS_LABELS, CONTRACT_STATUS_LABELS } from '../statuses/contract.ts';
import {
  COMMISSION_PAYMENT_STATUS_LABELS,
  COMMISSION_PAYMENT_STATUSES,
  GUARANTEE_NOTICE_STATUS_LABELS,
  PARTNER_NOTICE_STATUS_LABELS,
} from '../statuses/partner.ts';
import { RECEIVABLE_STATUS_LABELS } from '../statuses/receivable.ts';
import { text } from '../text.ts';
import { isoDate, msg, optionalText, reason, recordIdParam, requiredText, vnd } from '../validation.ts';
import { recordId } from './companies.ts';
import { listColumns, pagedBody, pagedResponse, sortColumnsOf } from './paging.ts';

/**
 * Funding, guarantee and referral coordination (spec §2 /partner, §7 "Coordination" and "Partner
 * payment"): a partner's programme per kind (its configuration, versions and transaction
 * structures), the notices the funder sends it and the receivables they cover.
 */
export const COORDINATION_KINDS = ['FUNDING', 'GUARANTEE', 'REFERRAL'] as const;
export type CoordinationKind = (typeof COORDINATION_KINDS)[number];

/** The notices of spec §4 "partner notices" and "guarantee notice", by what they are about. */
export const NOTICE_KINDS = [
  'FUNDING_REQUEST',
  'FUNDING_PAYMENT',
  'GUARANTEE_REQUEST',
  'GUARANTEE_PAYMENT',
  'REFERRAL_PAYMENT',
  'REFERRAL_TERMINATION',
] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];
/** Only a guarantee request lives by the guarantee notice's statuses; every other by the partner notice's. */
export const isGuaranteeRequest = (kind: NoticeKind) => kind === 'GUARANTEE_REQUEST';

export const NOTICE_KIND_LABELS = {
  FUNDING_REQUEST: text('Đề nghị cấp vốn', 'Funding request'),
  FUNDING_PAYMENT: text('Thông báo thanh toán cấp vốn', 'Funding payment notice'),
  GUARANTEE_REQUEST: text('Đề nghị bảo lãnh', 'Guarantee request'),
  GUARANTEE_PAYMENT: text('Thông báo thanh toán phí bảo lãnh', 'Guarantee fee payment notice'),
  REFERRAL_PAYMENT: text('Thông báo thanh toán hoa hồng', 'Commission payment notice'),
  REFERRAL_TERMINATION: text('Thông báo chấm dứt hợp tác', 'Termination notice'),
} as const;

/** Every notice status with its label: a list mixes partner notices and guarantee requests. */
export const NOTICE_STATUS_LABELS = { ...PARTNER_NOTICE_STATUS_LABELS, ...GUARANTEE_NOTICE_STATUS_LABELS };
export const NOTICE_STATUSES = Object.keys(NOTICE_STATUS_LABELS) as (keyof typeof NOTICE_STATUS_LABELS)[];

const f = <K extends string>(key: K) => `coordination.fields.${key}` as const;
const partnerFilter = { partner_id: recordId().optional() };

// ---- Programme configuration ------------------------------------------------------------------

export const programItem = z.object({
  id: z.number().int(),
  partner_id: z.number().int(),
  partner_code: z.string(),
  partner_name: z.string(),
  kind: z.enum(COORDINATION_KINDS),
  version: z.number().int(),
  limit_amount: z.number().int(),
  /** % per year: the funding partner's return, the guarantee fee, the referral commission. */
  rate: z.number(),
  payment_type: z.number().int(),
  effective_from: z.string(),
  status: z.enum(['ACTIVE', 'SUPERSEDED']),
  created_at: z.string(),
});
export type ProgramItem = z.infer<typeof programItem>;

export const structureItem = z.object({
  id: z.number().int(),
  program_id: z.number().int(),
  partner_id: z.number().int(),
  partner_name: z.string(),
  kind: z.enum(COORDINATION_KINDS),
  version: z.number().int(),
  /** The structure in words (who funds what share, who pays whom when). */
  structure: z.string(),
  /** % of each advance the partner funds or guarantees (0 for a referral partner). */
  partner_share: z.number(),
  file_id: z.number().int().nullable(),
  created_at: z.string(),
});
export type StructureItem = z.infer<typeof structureItem>;

/** …/program-config/active: a partner's own, or the one funder staff name. */
export const programActiveBody = z.strictObject(partnerFilter);
export const programActiveResponse = z.object({
  data: programItem.nullable(),
  structure: structureItem.nullable(),
});

const PROGRAM_STATUS_LABELS = {
  ACTIVE: { label: text('Đang áp dụng', 'Active'), tone: 'success' },
  SUPERSEDED: { label: text('Đã thay thế', 'Superseded'), tone: 'default' },
} as const;

export const PROGRAM_COLUMNS = listColumns<ProgramItem>()([
  { key: 'partner_name', label: f('partner'), sort: true },
  { key: 'version', label: f('version'), sort: true },
  { key: 'limit_amount', label: f('limit_amount'), kind: 'money', sort: true },
  { key: 'rate', label: f('rate'), kind: 'rate' },
  { key: 'effective_from', label: f('effective_from'), kind: 'date', sort: true },
  { key: 'status', label: f('status'), statuses: PROGRAM_STATUS_LABELS },
]);
export const programListBody = pagedBody(partnerFilter, sortColumnsOf(PROGRAM_COLUMNS));
export const programListResponse = pagedResponse(programItem);

export const STRUCTURE_COLUMNS = listColumns<StructureItem>()([
  { key: 'partner_name', label: f('partner'), sort: true },
  { key: 'version', label: f('version'), sort: true },
  { key: 'structure', label: f('structure') },
  { key: 'partner_share', label: f('partner_share'), kind: 'rate' },
  { key: 'created_at', label: f('created_at'), kind: 'dateTime', sort: true },
]);
export const structureListBody = pagedBody(partnerFilter, sortColumnsOf(STRUCTURE_COLUMNS));
export const structureListResponse = pagedResponse(structureItem);

// ---- Notices ----------------------------------------------------------------------------------

export const noticeItem = z.object({
  id: z.number().int(),
  partner_id: z.number().int(),
  partner_code: z.string(),
  partner_name: z.string(),
  kind: z.enum(NOTICE_KINDS),
  trans_code: z.string().nullable(),
  /** The amount the notice is about: funded or guaranteed advance, payment, commission. */
  amount: z.number().int(),
  /** The charge priced on it: guarantee fee or commission (0 where none). */
  charge: z.number().int(),
  start_date: z.string(),
  end_date: z.string().nullable(),
  status: z.string(),
  reason: z.string().nullable(),
  /** The request a payment notice pays (null on requests and termination notices). */
  source_id: z.number().int().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type NoticeItem = z.infer<typeof noticeItem>;

export const NOTICE_COLUMNS = listColumns<NoticeItem>()([
  { key: 'id', label: f('notice_no'), sort: true },
  { key: 'partner_name', label: f('partner'), sort: true },
  { key: 'trans_code', label: f('trans_code'), sort: true },
  { key: 'amount', label: f('amount'), kind: 'money', sort: true },
  { key: 'charge', label: f('charge'), kind: 'money', sort: true },
  { key: 'start_date', label: f('start_date'), kind: 'date', sort: true },
  { key: 'end_date', label: f('end_date'), kind: 'date', sort: true },
  { key: 'status', label: f('status'), statuses: NOTICE_STATUS_LABELS, sort: true },
  { key: 'updated_at', label: f('updated_at'), kind: 'dateTime', sort: true },
]);
export const noticeListBody = pagedBody(
  {
    ...partnerFilter,
    status: z.enum(NOTICE_STATUSES, { error: msg('invalid') }).optional(),
    /** One kind among those the route lists (ChangeFundingNotice: the funding requests). */
    kind: z.enum(NOTICE_KINDS, { error: msg('invalid') }).optional(),
    keyword: optionalText(100),
  },
  sortColumnsOf(NOTICE_COLUMNS),
);
export type NoticeListInput = z.infer<typeof noticeListBody>;
export const noticeListResponse = pagedResponse(noticeItem);
export const noticeResponse = z.object({ data: noticeItem, actions: z.array(z.string()) });

/** A partner answering a notice, or the funder withdrawing it: the reason where the rule needs one. */
export const noticeActionBody = z.strictObject({ reason: reason().optional() });

/** CreateFundingNotice: ask the partner chosen for a transaction to fund its partner share. */
export const fundingNoticeForm = z.strictObject({ trans_id: recordId() });
/**
 * ChangeFundingNotice: a funding request the partner has not applied is withdrawn with the
 * reason and sent again for the transaction as it now is (decision 0116).
 */
export const fundingChangeForm = z.strictObject({ notice_id: recordId(), reason: reason() });
/** A guarantee request: a guarantee partner covers a transaction's advance at its programme's fee. */
export const guaranteeNoticeForm = z.strictObject({ trans_id: recordId(), partner_id: recordId() });
/**
 * A payment notice on a request: a funding request the partner applied (its share paid back with
 * the return) or a disbursed guarantee request (its fee). Priced to `end_date`, the request's own
 * end (the latest due date) when none is given.
 */
export const paymentNoticeForm = z.strictObject({ notice_id: recordId(), end_date: isoDate().optional() });
/** A referral partner's termination notice: the day the cooperation ends and why. */
export const terminationNoticeForm = z.strictObject({
  partner_id: recordId(),
  end_date: isoDate(),
  reason: reason(),
});

// ---- Receivables a notice covers (evidence, guaranteed ARs) ---------------------------------

export const noticeArItem = z.object({
  id: z.number().int(),
  notice_id: z.number().int(),
  partner_id: z.number().int(),
  partner_name: z.string(),
  trans_code: z.string().nullable(),
  inv_no: z.string(),
  ar_amount: z.number().int(),
  /** The partner's part of the receivable's advance. */
  amount: z.number().int(),
  due_date: z.string(),
  notice_status: z.string(),
});
export type NoticeArItem = z.infer<typeof noticeArItem>;
export const NOTICE_AR_COLUMNS = listColumns<NoticeArItem>()([
  { key: 'notice_id', label: f('notice_no'), sort: true },
  { key: 'partner_name', label: f('partner'), sort: true },
  { key: 'trans_code', label: f('trans_code'), sort: true },
  { key: 'inv_no', label: f('inv_no'), sort: true },
  { key: 'ar_amount', label: f('ar_amount'), kind: 'money', sort: true },
  { key: 'amount', label: f('partner_amount'), kind: 'money', sort: true },
  { key: 'due_date', label: f('due_date'), kind: 'date', sort: true },
  { key: 'notice_status', label: f('status'), statuses: NOTICE_STATUS_LABELS },
]);
export const noticeArListBody = pagedBody(
  { ...partnerFilter, notice_id: recordId().optional() },
  sortColumnsOf(NOTICE_AR_COLUMNS),
);
export const noticeArListResponse = pagedResponse(noticeArItem);

// ---- Funder: funded receivables ---------------------------------------------------------------

export const fundedArItem = z.object({
  id: z.number().int(),
  trans_id: z.number().int(),
  trans_code: z.string(),
  partner_id: z.number().int(),
  partner_name: z.string(),
  supplier_name: z.string(),
  buyer_name: z.string(),
  inv_no: z.string(),
  ar_amount: z.number().int(),
  advance: z.number().int(),
  due_date: z.string(),
  ar_status: z.string(),
});
export type FundedArItem = z.infer<typeof fundedArItem>;
export const FUNDED_AR_COLUMNS = listColumns<FundedArItem>()([
  { key: 'trans_code', label: f('trans_code'), sort: true },
  { key: 'partner_name', label: f('partner'), sort: true },
  { key: 'supplier_name', label: f('supplier') },
  { key: 'buyer_name', label: f('buyer') },
  { key: 'inv_no', label: f('inv_no'), sort: true },
  { key: 'ar_amount', label: f('ar_amount'), kind: 'money', sort: true },
  { key: 'advance', label: f('advance'), kind: 'money', sort: true },
  { key: 'due_date', label: f('due_date'), kind: 'date', sort: true },
  { key: 'ar_status', label: f('ar_status'), statuses: RECEIVABLE_STATUS_LABELS },
]);
export const fundedArListBody = pagedBody(
  {
    ...partnerFilter,
    keyword: optionalText(100),
    /** Due (maturity) dates from and to: a home figure's week or month. */
    due_from: isoDate().optional(),
    due_to: isoDate().optional(),
    /** Only receivables the buyer has not closed yet (the home's unpaid figures). */
    open_only: z.boolean({ error: msg('invalid') }).optional(),
  },
  sortColumnsOf(FUNDED_AR_COLUMNS),
);
export type FundedArListInput = z.infer<typeof fundedArListBody>;
export const fundedArListResponse = pagedResponse(fundedArItem);

// ---- Referral ---------------------------------------------------------------------------------

export const referredPartnerItem = z.object({
  id: z.number().int(),
  appendix_id: z.number().int(),
  appendix_number: z.string(),
  partner_id: z.number().int(),
  partner_name: z.string(),
  enterprise_code: z.string(),
  enterprise_name: z.string(),
  commission_rate: z.number(),
  appendix_status: z.number().int(),
});
export type ReferredPartnerItem = z.infer<typeof referredPartnerItem>;
export const REFERRED_PARTNER_COLUMNS = listColumns<ReferredPartnerItem>()([
  { key: 'enterprise_code', label: f('referred_code'), sort: true },
  { key: 'enterprise_name', label: f('referred_name'), sort: true },
  { key: 'partner_name', label: f('partner'), sort: true },
  { key: 'appendix_number', label: f('appendix_no'), sort: true },
  { key: 'commission_rate', label: f('commission_rate'), kind: 'rate' },
  { key: 'appendix_status', label: f('status'), statuses: APPENDIX_STATUS_LABELS },
]);
export const referredPartnerListBody = pagedBody(
  { ...partnerFilter, keyword: optionalText(100) },
  sortColumnsOf(REFERRED_PARTNER_COLUMNS),
);
export const referredPartnerListResponse = pagedResponse(referredPartnerItem);

// ---- Guarantee contracts ----------------------------------------------------------------------

export const partnerContractItem = z.object({
  id: z.number().int(),
  partner_id: z.number().int(),
  partner_name: z.string(),
  contract_type: z.string(),
  number: z.string().nullable(),
  status: z.number().int(),
  contract_date: z.string().nullable(),
  sign_date: z.string().nullable(),
});
export type PartnerContractItem = z.infer<typeof partnerContractItem>;
export const PARTNER_CONTRACT_COLUMNS = listColumns<PartnerContractItem>()([
  { key: 'number', label: f('contract_no'), sort: true },
  { key: 'partner_name', label: f('partner'), sort: true },
  { key: 'contract_date', label: f('contract_date'), kind: 'date', sort: true },
  { key: 'sign_date', label: f('sign_date'), kind: 'date', sort: true },
  { key: 'status', label: f('status'), statuses: CONTRACT_STATUS_LABELS, sort: true },
]);
export const partnerContractListBody = pagedBody(partnerFilter, sortColumnsOf(PARTNER_CONTRACT_COLUMNS));
export const partnerContractListResponse = pagedResponse(partnerContractItem);

// ---- Funder: partners to pay ------------------------------------------------------------------

export const PARTNER_ENT_TYPES = ['corporate', 'individual'] as const;
export const entTypeParam = z.strictObject({
  ent_type: z.enum(PARTNER_ENT_TYPES, { error: msg('invalid') }),
});

export const partnerPaymentItem = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  partner_kind: z.string().nullable(),
  open_notices: z.number().int(),
  open_amount: z.number().int(),
});
export type PartnerPaymentItem = z.infer<typeof partnerPaymentItem>;
export const PARTNER_PAYMENT_COLUMNS = listColumns<PartnerPaymentItem>()([
  { key: 'code', label: f('partner_code'), sort: true },
  { key: 'name', label: f('partner'), sort: true },
  { key: 'partner_kind', label: f('partner_kind') },
  { key: 'open_notices', label: f('open_notices') },
  { key: 'open_amount', label: f('open_amount'), kind: 'money' },
]);
export const partnerPaymentListBody = pagedBody(
  { keyword: optionalText(100) },
  sortColumnsOf(PARTNER_PAYMENT_COLUMNS),
);
export const partnerPaymentListResponse = pagedResponse(partnerPaymentItem);

/** The server's flags of spec §6, for the signed-in user: they gate the notice buttons and calls. */
export const noticeFlags = z.object({
  allow_create_funding_notice: z.boolean(),
  allow_create_payment_notice: z.boolean(),
});
export type NoticeFlags = z.infer<typeof noticeFlags>;

export const partnerPaymentDetail = z.object({
  data: z.object({
    id: z.number().int(),
    code: z.string(),
    name: z.string(),
    partner_kind: z.string().nullable(),
    partner_form: z.string().nullable(),
  }),
  programs: z.array(programItem),
  flags: noticeFlags,
});

export const PAYMENT_METHOD_KINDS = ['FUNDING', 'GUARANTEE', 'REFERRAL', 'LENDING'] as const;
export const paymentMethodParam = z.strictObject({
  type: z.enum(PAYMENT_METHOD_KINDS, { error: msg('invalid') }),
});
export const paymentMethodResponse = z.object({
  data: z.array(z.object({ code: z.number().int(), label: z.object({ vi: z.string(), en: z.string() }) })),
});
/** The payment types of spec §9 ("1 by package, 2 monthly, 3 quarterly"), for every partner kind. */
export const PAYMENT_METHODS = Object.values(PAYMENT_TYPES).map((code) => ({
  code,
  label: PAYMENT_TYPE_LABELS[code],
}));

// ---- Partner setup: a manual notice per programme and transaction structure -----------------

/** POST /partner-setup/{id}/program/{program_id}/type/{type}/transaction-structure/ (path as spec §7). */
export const structureParams = z.strictObject({
  id: recordIdParam(),
  program_id: recordIdParam(),
  type: z.enum(COORDINATION_KINDS, { error: msg('invalid') }),
});
/** The new transaction structure of the programme: its words and the partner's share of each advance. */
export const structureForm = z.strictObject({
  structure: requiredText(1000),
  partner_share: z.coerce
    .number({ error: msg('numeric') })
    .min(0, { error: msg('min_value', { min: 0 }) })
    .max(100, { error: msg('max_value', { max: 100 }) }),
});
export const structureSaveResponse = z.object({ data: structureItem });

// ---- Referral commissions (issue 23 item 7, decision 0097) -----------------------------------

export const COMMISSION_BASIS_LABELS = {
  PER_YEAR_ON_FUNDED: text('Theo năm trên số tiền cấp vốn', 'Per year on the funded amount'),
  SHARE_OF_DISCOUNT: text('Tỷ lệ trên chiết khấu', 'Share of the discount'),
} as const satisfies Record<(typeof COMMISSION_BASES)[number], unknown>;

export const commissionItem = z.object({
  id: z.number().int(),
  partner_id: z.number().int(),
  partner_code: z.string(),
  partner_name: z.string(),
  appendix_id: z.number().int(),
  appendix_number: z.string(),
  referred_id: z.number().int(),
  referred_name: z.string(),
  trans_code: z.string(),
  basis: z.enum(COMMISSION_BASES),
  /** % per year on the funded amount, or % of the discount (the basis says which). */
  rate: z.number(),
  payment_type: z.number().int(),
  funded_amount: z.number().int(),
  discount: z.number().int(),
  from_date: z.string(),
  to_date: z.string(),
  amount: z.number().int(),
  paid_amount: z.number().int(),
  status: z.enum(COMMISSION_PAYMENT_STATUSES),
  updated_at: z.string(),
});
export type CommissionItem = z.infer<typeof commissionItem>;
export const COMMISSION_COLUMNS = listColumns<CommissionItem>()([
  { key: 'partner_name', label: f('partner'), sort: true },
  { key: 'appendix_number', label: f('appendix_no'), sort: true },
  { key: 'referred_name', label: f('referred_name'), sort: true },
  { key: 'trans_code', label: f('trans_code'), sort: true },
  { key: 'basis', label: f('commission_basis'), names: COMMISSION_BASIS_LABELS },
  { key: 'rate', label: f('rate'), kind: 'rate' },
  { key: 'funded_amount', label: f('funded_amount'), kind: 'money', sort: true },
  { key: 'from_date', label: f('start_date'), kind: 'date', sort: true },
  { key: 'to_date', label: f('end_date'), kind: 'date', sort: true },
  { key: 'amount', label: f('commission'), kind: 'money', sort: true },
  { key: 'paid_amount', label: f('paid_amount'), kind: 'money', sort: true },
  { key: 'status', label: f('status'), statuses: COMMISSION_PAYMENT_STATUS_LABELS, sort: true },
]);
export const commissionListBody = pagedBody(
  {
    ...partnerFilter,
    status: z.enum(COMMISSION_PAYMENT_STATUSES, { error: msg('invalid') }).optional(),
    keyword: optionalText(100),
  },
  sortColumnsOf(COMMISSION_COLUMNS),
);
export type CommissionListInput = z.infer<typeof commissionListBody>;
export const commissionListResponse = pagedResponse(commissionItem);

/** Compute the commissions not yet computed: one partner's, or every referral partner's. */
export const commissionComputeBody = z.strictObject(partnerFilter);
export const commissionComputeResponse = z.object({ data: z.array(commissionItem) });

/** A payment of a commission (Idempotency-Key): what is left settles it, less pays it in part. */
export const commissionPayBody = z.strictObject({
  amount: vnd().refine((v) => v > 0, { error: msg('vnd') }),
});
export const commissionPayResponse = z.object({ data: commissionItem, notice: noticeItem });
