import { z } from 'zod';
import { PAYMENT_TYPE_LABELS, PAYMENT_TYPES, type PaymentTypeCode } from '../constants.ts';
import {
  APPENDIX_STATUS_LABELS,
  APPENDIX_STATUSES,
  REFERENCE_APPENDIX_STATUS_LABELS,
  REFERENCE_APPENDIX_STATUSES,
  REFERENCE_APPENDIX_TYPE_LABELS,
  REFERENCE_APPENDIX_TYPES,
} from '../statuses/contract.ts';
import { COMMISSION_STATUSES, REFERRED_PARTNER_STATUSES } from '../statuses/partner.ts';
import {
  ALPHA_DASH_RE,
  MAX_RECORD_ID,
  msg,
  optionalText,
  rate,
  reason,
  recordIdParam,
  requiredText,
} from '../validation.ts';
import { APPENDIX_ACTIONS } from '../workflows/appendix.ts';
import { COMMISSION_ACTIONS } from '../workflows/commission.ts';
import { historyEntry } from './history.ts';
import { listColumns, pagedBody, pagedResponse } from './paging.ts';

// Referral appendices of a partner's referral contract (spec §3 "Referral appendix: number, type,
// name, code, commission percent per year, partner count, commission payment type"; §7 the
// /partner/ref_appendix calls). Their type is one of the reference-appendix types: what kind of
// company the partner refers (docs/decisions.md "Appendices").

const PAYMENT_TYPE_CODES = Object.values(PAYMENT_TYPES) as [PaymentTypeCode, ...PaymentTypeCode[]];
const bodyId = () =>
  z
    .number({ error: msg('integer') })
    .int({ error: msg('integer') })
    .min(1, { error: msg('min_one') })
    .max(MAX_RECORD_ID, { error: msg('record_id') });

export const APPENDIX_METHODS = ['digital', 'manual'] as const;
export type AppendixMethod = (typeof APPENDIX_METHODS)[number];

/** What the funder (or the partner) asks for: the appendix's terms and the companies it refers. */
export const appendixForm = z.strictObject({
  type: z.enum(REFERENCE_APPENDIX_TYPES, { error: msg('required') }),
  name: requiredText(255),
  code: requiredText(50).regex(ALPHA_DASH_RE, { error: msg('alpha_dash') }),
  commission_rate: rate(),
  payment_type: z.literal(PAYMENT_TYPE_CODES, { error: msg('required') }),
  referred_ids: z
    .array(bodyId(), { error: msg('wrong_type') })
    .max(100, { error: msg('invalid') })
    .default([]),
});
export type AppendixForm = z.infer<typeof appendixForm>;

/** POST /partner/ref_appendix/{partner id}/request: a new appendix, or a rejected one again. */
export const appendixRequestBody = appendixForm.extend({ appendix_id: bodyId().optional() });
export type AppendixRequestBody = z.infer<typeof appendixRequestBody>;

/** POST …/generate-appendix: for e-signing (digital) or for a signed hard copy (manual). */
export const appendixGenerateBody = z.strictObject({
  contract_method: z.enum(APPENDIX_METHODS, { error: msg('required') }),
});
export const appendixRejectBody = z.strictObject({ reason: reason() });

/** POST …/commission_setup: switch the commission on with its terms, or off with a reason. */
export const commissionSetupBody = z
  .strictObject({
    active: z.boolean({ error: msg('required') }),
    commission_rate: rate(),
    payment_type: z.literal(PAYMENT_TYPE_CODES, { error: msg('required') }),
    reason: optionalText(1000),
  })
  .superRefine((v, ctx) => {
    if (!v.active && !v.reason)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: msg('reason_required') });
  });
export type CommissionSetupBody = z.infer<typeof commissionSetupBody>;

/** POST /partner/ref_appendix/sign_ca: the certificate; an OTP goes to the signer's e-mail. */
export const appendixSignCaBody = z.strictObject({
  id: bodyId(),
  certificate_id: bodyId(),
});
/** POST /partner/ref_appendix/sign_ca_otp: the signature, confirmed with the OTP. */
export const appendixSignOtpBody = appendixSignCaBody.extend({
  otp: z
    .string({ error: msg('required') })
    .trim()
    .regex(/^\d{6}$/, { error: msg('invalid') }),
});

export const appendixParams = z.strictObject({ id: recordIdParam() });

export const APPENDIX_SORT_COLUMNS = [
  'number',
  'name',
  'code',
  'commission_rate',
  'status',
  'updated_at',
] as const;
const listFilters = {
  keyword: optionalText(100),
  status: z.literal([...APPENDIX_STATUSES], { error: msg('invalid') }).optional(),
  type: z.enum(REFERENCE_APPENDIX_TYPES, { error: msg('invalid') }).optional(),
};
/** POST /partner/ref_appendix/{partner id}/appendixes: one partner's appendices. */
export const partnerAppendixListBody = pagedBody(listFilters, APPENDIX_SORT_COLUMNS);
/**
 * POST /referral-coordination/program-config/list-referral-appendix: a partner's own appendices,
 * or every partner's for the funder (filter `ent_id`).
 */
export const appendixListBody = pagedBody(
  { ...listFilters, ent_id: bodyId().optional() },
  APPENDIX_SORT_COLUMNS,
);
export type AppendixListBody = z.infer<typeof appendixListBody>;

export const appendixItem = z.object({
  id: z.number().int(),
  ent_id: z.number().int(),
  partner_name: z.string(),
  number: z.string(),
  type: z.enum(REFERENCE_APPENDIX_TYPES),
  name: z.string(),
  code: z.string(),
  commission_rate: z.number(),
  payment_type: z.number().int(),
  partner_count: z.number().int(),
  status: z.literal([...APPENDIX_STATUSES]),
  /** The spec's reference-appendix status, the short view of `status`. */
  ref_status: z.literal([...REFERENCE_APPENDIX_STATUSES]),
  commission_status: z.literal([...COMMISSION_STATUSES]),
  contract_method: z.enum(APPENDIX_METHODS).nullable(),
  /** The PDF in the signing store (signatures, download), once generated. */
  document_id: z.number().int().nullable(),
  hard_copy_file_id: z.number().int().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AppendixItem = z.infer<typeof appendixItem>;

/** The appendix lists (a partner's own, every partner's, one partner's): screen, sort and Excel export. */
export const APPENDIX_COLUMNS = listColumns<AppendixItem>()([
  { key: 'number', label: 'appendices.fields.number', sort: true },
  { key: 'partner_name', label: 'appendices.fields.partner' },
  { key: 'type', label: 'appendices.fields.type', statuses: REFERENCE_APPENDIX_TYPE_LABELS },
  { key: 'name', label: 'appendices.fields.name', sort: true },
  { key: 'code', label: 'appendices.fields.code', sort: true },
  { key: 'commission_rate', label: 'appendices.fields.commission_rate', kind: 'rate', sort: true },
  { key: 'partner_count', label: 'appendices.fields.partner_count' },
  { key: 'payment_type', label: 'appendices.fields.payment_type', names: PAYMENT_TYPE_LABELS },
  { key: 'status', label: 'appendices.fields.status', sort: true, statuses: APPENDIX_STATUS_LABELS },
  { key: 'ref_status', label: 'appendices.fields.ref_status', statuses: REFERENCE_APPENDIX_STATUS_LABELS },
  { key: 'updated_at', label: 'appendices.fields.updated_at', kind: 'dateTime', sort: true },
]);
export const appendixListResponse = pagedResponse(appendixItem);

export const referredItem = z.object({
  id: z.number().int(),
  name: z.string(),
  mst: z.string().nullable(),
  type: z.string(),
  status: z.enum(REFERRED_PARTNER_STATUSES),
});
export type ReferredItem = z.infer<typeof referredItem>;
/** POST /partner/ref_appendix/{id}/ref_partners: the companies the appendix refers. */
export const referredListResponse = z.object({ data: z.array(referredItem) });

export const appendixDetail = appendixItem.extend({
  referred: z.array(referredItem),
  history: z.array(historyEntry),
  /** The commission's own timeline (its codes read differently from the appendix's). */
  commission_history: z.array(historyEntry),
  actions: z.array(z.enum(APPENDIX_ACTIONS)),
  commission_actions: z.array(z.enum(COMMISSION_ACTIONS)),
  /** The caller may e-sign now (their side's turn on the document and the right to sign). */
  can_sign: z.boolean(),
});
export type AppendixDetail = z.infer<typeof appendixDetail>;
export const appendixDetailResponse = z.object({ data: appendixDetail });

/** POST /partner/ref_appendix/{id}/details: the appendix's document (signed so far, or the hard copy). */
export const appendixFileResponse = z.object({
  message: z.string(),
  data: z.object({
    file_info: z.object({ file: z.string(), file_name: z.string(), content_type: z.string() }),
  }),
});

/** POST /partner/ref_appendix/list_partner: referral partners the funder can make an appendix for. */
export const appendixPartnerListBody = pagedBody({ keyword: optionalText(100) }, ['name', 'code'] as const);
export const appendixPartnerItem = z.object({
  id: z.number().int(),
  code: z.string().nullable(),
  name: z.string(),
  mst: z.string().nullable(),
  appendix_count: z.number().int(),
});
export type AppendixPartnerItem = z.infer<typeof appendixPartnerItem>;
export const appendixPartnerListResponse = pagedResponse(appendixPartnerItem);

export const appendixOtpResponse = z.object({
  data: z.object({ expires_at: z.string(), sent_to: z.string() }),
});
