import { z } from 'zod';
import { ENTERPRISE_CODES } from '../enterprises.ts';
import { EKYC_STATUSES } from '../statuses/company.ts';
import { LEGAL_DOC_TYPES } from '../statuses/legal-record.ts';
import { PARTNER_LEAD_STATUSES } from '../statuses/partner.ts';
import { text } from '../text.ts';

/**
 * Who funds a buyer's programme (GET /enterprise/funder-type, spec §7 Credit buyer): the
 * platform's funder itself, a funding partner, or the buyer paying its suppliers early from its
 * own cash (spec §5 "funder must be the buyer being set up"; §8 "buyer is not a funder").
 */
export const FUNDER_TYPES = ['SYSTEM', 'FUNDING_PARTNER', 'BUYER'] as const;
export type FunderType = (typeof FUNDER_TYPES)[number];
export const FUNDER_TYPE_LABELS = {
  SYSTEM: text('Đơn vị cấp vốn của hệ thống', 'The platform’s funder'),
  FUNDING_PARTNER: text('Đối tác tài trợ vốn', 'Funding partner'),
  BUYER: text('Bên mua tự tài trợ', 'The buyer funds itself'),
} as const;

export const funderTypeResponse = z.object({
  data: z.array(
    z.object({
      code: z.enum(FUNDER_TYPES),
      /** The companies that can fund as this type now; the buyer type names no company (the buyer set up is it). */
      funders: z.array(z.object({ id: z.number().int(), code: z.string(), name: z.string() })),
    }),
  ),
});
export type FunderTypeResponse = z.infer<typeof funderTypeResponse>;

/** The result of one assessment item (spec §4 expertise results: pass, fail; pending is ours). */
export const ASSESSMENT_RESULTS = ['PASS', 'FAIL', 'PENDING'] as const;
export type AssessmentResult = (typeof ASSESSMENT_RESULTS)[number];
export const ASSESSMENT_RESULT_LABELS = {
  PASS: text('Đạt', 'Pass'),
  FAIL: text('Không đạt', 'Fail'),
  PENDING: text('Chờ duyệt', 'Waiting'),
} as const;

/** What the appraisal checks of a supplier before the credit decision. */
export const ASSESSMENT_ITEMS = ['REGISTRATION', 'LEGAL_RECORD', 'EKYC', 'DESIGNATED_BANK'] as const;
export type AssessmentItemCode = (typeof ASSESSMENT_ITEMS)[number];
export const ASSESSMENT_ITEM_LABELS = {
  REGISTRATION: text('Thông tin đăng ký đầy đủ', 'Complete registration details'),
  LEGAL_RECORD: text('Hồ sơ pháp lý', 'Legal record'),
  EKYC: text('Xác thực eKYC', 'eKYC verification'),
  DESIGNATED_BANK: text('Tài khoản nhận thanh toán', 'Designated bank account'),
} as const;

/** Registration fields the appraisal needs filled, by kind of supplier (REGISTRATION's `missing`). */
export const ASSESSMENT_REQUIRED_FIELDS = {
  corporate: ['mst', 'address', 'legal_represent', 'email1'],
  individual: ['id_card_number', 'date_of_birth', 'address'],
} as const;
export type AssessmentField =
  (typeof ASSESSMENT_REQUIRED_FIELDS)[keyof typeof ASSESSMENT_REQUIRED_FIELDS][number];

export const assessmentItem = z.object({
  code: z.enum(ASSESSMENT_ITEMS),
  /** For LEGAL_RECORD: which paper. */
  doc_type: z.enum(LEGAL_DOC_TYPES).nullable(),
  result: z.enum(ASSESSMENT_RESULTS),
  /**
   * REGISTRATION: the fields still empty (ASSESSMENT_REQUIRED_FIELDS); EKYC: the eKYC status, or
   * NONE; LEGAL_RECORD: the rejection reasons. Codes, which the portal shows as labels.
   */
  missing: z.array(z.string()),
  /** The legal records behind a LEGAL_RECORD item (approved first). */
  record_ids: z.array(z.number().int()),
});
export type AssessmentItem = z.infer<typeof assessmentItem>;

/** GET /supplier/{id}/assessment-items: the funder's AssessmentItem view of a supplier. */
export const assessmentResponse = z.object({
  data: z.object({
    id: z.number().int(),
    name: z.string(),
    type: z.enum(ENTERPRISE_CODES),
    status: z.enum(PARTNER_LEAD_STATUSES),
    individual: z.boolean(),
    ekyc_status: z.enum(EKYC_STATUSES).nullable(),
    items: z.array(assessmentItem),
    /** Every item passes: the appraisal can decide. */
    ready: z.boolean(),
  }),
});
export type AssessmentResponse = z.infer<typeof assessmentResponse>;
