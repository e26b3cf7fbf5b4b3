import { z } from 'zod';
import { BANK_SIDES, CLIENT_NOTE_KINDS, LEAD_GROUP_CODES } from '../statuses/company.ts';
import { PARTNER_LEAD_STATUSES } from '../statuses/partner.ts';
import {
  bankAccount,
  email,
  msg,
  optionalEmail,
  optionalFax,
  optionalIsoDate,
  optionalPhone,
  optionalText,
  optionalZip,
  requiredText,
  taxCode,
} from '../validation.ts';
import { PARTNER_LEAD_ACTIONS } from '../workflows/partner-lead.ts';
import { historyEntry } from './history.ts';
import { pagedResponse } from './paging.ts';

/**
 * Fields shared by every client company (spec §3 buyer; "corporate and person are similar"),
 * named as the spec names them. Each module composes its form from this shape and adds
 * `checkRegistration` as its refinement.
 */
export const registrationShape = {
  code: requiredText(20).regex(/^[A-Za-z0-9_-]+$/, { error: msg('alpha_dash') }),
  mst: taxCode(),
  name: requiredText(255),
  /** Business registration certificate number (often the tax code itself). */
  erc: optionalText(50),
  erc_office: optionalText(255),
  erc_first_date: optionalIsoDate(),
  /** How many times the registration was amended. */
  erc_edit_no: z
    .number({ error: msg('integer') })
    .int({ error: msg('integer') })
    .min(0, { error: msg('min_value', { min: 0 }) })
    .max(999, { error: msg('max_value', { max: 999 }) })
    .nullish()
    .transform((v) => v ?? null),
  /** Date of the last amendment (date part only). */
  erc_last_edit: optionalIsoDate(),
  address: requiredText(500),
  buy_fun_zip: optionalZip(),
  tel_no: optionalPhone(),
  fax_no: optionalFax(),
  legal_represent: optionalText(255),
  /** The representative who signs with the funder (authorised representative). */
  buy_fun_legal_represent: optionalText(255),
  email1: email(),
  email2: optionalEmail(),
};

/** The registration's cross-field rules (spec §5 "notification emails not duplicated"). */
export function checkRegistration(
  v: {
    email1?: string | null;
    email2?: string | null;
    erc_first_date?: string | null;
    erc_last_edit?: string | null;
  },
  ctx: z.RefinementCtx,
): void {
  if (v.email1 && v.email2 && v.email1.toLowerCase() === v.email2.toLowerCase())
    ctx.addIssue({ code: 'custom', message: msg('emails_differ'), path: ['email2'] });
  if (v.erc_first_date && v.erc_last_edit && v.erc_last_edit < v.erc_first_date)
    ctx.addIssue({ code: 'custom', message: msg('date_order'), path: ['erc_last_edit'] });
}

/** A list filter's free text (name, tax code, keyword): trimmed, at most `max` characters. */
export const filterText = (max = 255) =>
  z
    .string({ error: msg('wrong_type') })
    .trim()
    .max(max)
    .optional();
/** The tax code filter: a part of a tax code (at most 10 digits, '-', 3 digits). */
export const mstFilter = () => filterText(14);

/** The filters of every company list (buyers, partners): keyword, tax code, lead status. */
export const companyListFilters = {
  /** Code, name or tax code contains. */
  keyword: filterText(),
  mst: mstFilter(),
  status: z.enum(PARTNER_LEAD_STATUSES, { error: msg('invalid') }).optional(),
};

/** The sort columns every company list offers (buyers, partners). */
export const COMPANY_SORT_COLUMNS = [
  'id',
  'code',
  'name',
  'mst',
  'status',
  'created_at',
  'updated_at',
] as const;

/** A person's fields in a company's answer (individual suppliers, person partners). */
export const personItemShape = {
  id_card_number: z.string().nullable(),
  date_of_birth: z.string().nullable(),
  id_card_issue_date: z.string().nullable(),
  id_card_issue_place: z.string().nullable(),
};

/** A company as every list and detail answers it. */
export const companyItem = z.object({
  id: z.number().int(),
  type: z.string(),
  code: z.string(),
  mst: z.string().nullable(),
  name: z.string(),
  erc: z.string().nullable(),
  erc_office: z.string().nullable(),
  erc_first_date: z.string().nullable(),
  erc_edit_no: z.number().int().nullable(),
  erc_last_edit: z.string().nullable(),
  address: z.string().nullable(),
  buy_fun_zip: z.string().nullable(),
  tel_no: z.string().nullable(),
  fax_no: z.string().nullable(),
  legal_represent: z.string().nullable(),
  buy_fun_legal_represent: z.string().nullable(),
  email1: z.string().nullable(),
  email2: z.string().nullable(),
  active: z.boolean(),
  /** Pipeline status (spec §4 partner/lead status). */
  status: z.enum(PARTNER_LEAD_STATUSES),
  /** tiemnang (prospect) or gianhap (joined); null when rejected or stopped. */
  group: z.enum(LEAD_GROUP_CODES).nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type CompanyItem = z.infer<typeof companyItem>;

/** Path ids: digits only, as every module's (api/params.ts); '1.0', '0x1', '1e2' are refused. */
export { idParam } from './params.ts';

export const recordId = () =>
  z
    .number({ error: msg('integer') })
    .int({ error: msg('integer') })
    .min(1, { error: msg('min_one') })
    .max(2_147_483_647, { error: msg('max_value', { max: 2_147_483_647 }) });

// ---- Pipeline status ---------------------------------------------------------------------

/** A pipeline step: the action, its reason (required for rejections and stops) and documents. */
export const statusActionForm = z.strictObject({
  action: z.enum(PARTNER_LEAD_ACTIONS, { error: msg('invalid') }),
  reason: optionalText(1000),
  /** Legal record ids of this company handed in with the step (submit for appraisal). */
  documents: z
    .array(recordId(), { error: msg('wrong_type') })
    .max(50)
    .optional(),
});
export type StatusActionForm = z.infer<typeof statusActionForm>;

export const statusResponse = z.object({
  data: z.object({
    id: z.number().int(),
    name: z.string(),
    status: z.enum(PARTNER_LEAD_STATUSES),
    group: z.enum(LEAD_GROUP_CODES).nullable(),
  }),
  history: z.array(historyEntry),
  actions: z.array(z.enum(PARTNER_LEAD_ACTIONS)),
});
export type StatusResponse = z.infer<typeof statusResponse>;

// ---- Banks -------------------------------------------------------------------------------

export const bankForm = z.strictObject({
  /** Given to edit an account of this company; absent to add one. */
  id: recordId().optional(),
  bank_name: requiredText(255),
  bank_branch: optionalText(255),
  bank_account_number: bankAccount(),
  bank_holder_name: requiredText(255),
  /** The account payments go to; one per company. */
  designated: z.boolean({ error: msg('wrong_type') }).default(false),
  side: z.enum(BANK_SIDES, { error: msg('invalid') }).default('COUNTERPARTY'),
});
export type BankForm = z.infer<typeof bankForm>;

export const bankItem = z.object({
  id: z.number().int(),
  ent_id: z.number().int(),
  side: z.enum(BANK_SIDES),
  bank_name: z.string(),
  bank_branch: z.string().nullable(),
  bank_account_number: z.string(),
  bank_holder_name: z.string(),
  designated: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type BankItem = z.infer<typeof bankItem>;
export const bankListResponse = z.object({ data: z.array(bankItem) });
export const bankSaveResponse = z.object({ data: bankItem });

// ---- Reports and notes ---------------------------------------------------------------------

export const reportForm = z.strictObject({
  title: requiredText(255),
  content: requiredText(5000),
  report_date: optionalIsoDate(),
});
export type ReportForm = z.infer<typeof reportForm>;
export const noteForm = z.strictObject({ content: requiredText(5000) });
export type NoteForm = z.infer<typeof noteForm>;

export const noteItem = z.object({
  id: z.number().int(),
  ent_id: z.number().int(),
  kind: z.enum(CLIENT_NOTE_KINDS),
  title: z.string().nullable(),
  content: z.string(),
  report_date: z.string().nullable(),
  user_full_name: z.string().nullable(),
  user_position: z.string().nullable(),
  created_at: z.string(),
});
export type NoteItem = z.infer<typeof noteItem>;
export const NOTE_SORT_COLUMNS = [
  'id',
  'report_date',
  'created_at',
] as const satisfies readonly (keyof NoteItem)[];
/** Spec §3: report lists carry who updated last and when. */
export const noteListObject = z.object({
  last_update_date: z.string().nullable(),
  last_user_full_name: z.string().nullable(),
  last_user_position: z.string().nullable(),
});
export const noteListResponse = pagedResponse(noteItem).extend({ object: noteListObject });
export const noteSaveResponse = z.object({ data: noteItem });

/** Import answer: what was read and imported; errors when valid rows were imported anyway. */
export const importRowError = z.object({
  line: z.number().int(),
  column: z.string(),
  messages: z.array(z.string()),
});
export const importResponse = z.object({
  data: z.object({
    total_rows: z.number().int(),
    valid_rows: z.number().int(),
    imported: z.number().int(),
    errors: z.array(importRowError),
  }),
});
export type ImportResponse = z.infer<typeof importResponse>;
export const importQuery = z.strictObject({
  /** Import the good rows of a file that has bad ones (default: import nothing from such a file). */
  import_valid_rows: z
    .enum(['true', 'false'], { error: msg('invalid') })
    .optional()
    .transform((v) => v === 'true'),
});
