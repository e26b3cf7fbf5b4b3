import { z } from 'zod';
import { ROLE_LABELS } from '../roles.ts';
import { BUYER_NOTICE_TYPES, LEAD_GROUP_CODES } from '../statuses/company.ts';
import { PARTNER_LEAD_STATUS_LABELS } from '../statuses/partner.ts';
import { msg } from '../validation.ts';
import { COMPANY_ACTIONS } from '../workflows/company.ts';
import {
  COMPANY_SORT_COLUMNS,
  checkRegistration,
  companyItem,
  companyListFilters,
  filterText,
  NOTE_SORT_COLUMNS,
  noteListResponse,
  recordId,
  registrationShape,
} from './companies.ts';
import { historyEntry } from './history.ts';
import { listColumns, pagedBody, pagedQuery, pagedResponse } from './paging.ts';

/** On which weekdays (ISO 1 = Monday … 7 = Sunday) a buyer receives one kind of notice. */
export const frequencyShape = z.strictObject({
  type: z.enum(BUYER_NOTICE_TYPES, { error: msg('invalid') }),
  weekdays: z
    .array(
      z
        .number({ error: msg('integer') })
        .int({ error: msg('integer') })
        .min(1, { error: msg('min_value', { min: 1 }) })
        .max(7, { error: msg('max_value', { max: 7 }) }),
      { error: msg('wrong_type') },
    )
    .min(1, { error: msg('required') })
    .max(7, { error: msg('max_value', { max: 7 }) })
    .refine((d) => new Set(d).size === d.length, { error: msg('invalid') }),
});
export type BuyerFrequency = z.infer<typeof frequencyShape>;

/** Create and edit a buyer (spec §3 buyer fields, and its notice frequencies). */
export const buyerForm = z
  .strictObject({
    ...registrationShape,
    frequencies: z
      .array(frequencyShape, { error: msg('wrong_type') })
      .max(BUYER_NOTICE_TYPES.length)
      .refine((f) => new Set(f.map((x) => x.type)).size === f.length, { error: msg('invalid') })
      .default([]),
  })
  .superRefine(checkRegistration);
export type BuyerForm = z.infer<typeof buyerForm>;

export const buyerItem = companyItem;
export type BuyerItem = z.infer<typeof buyerItem>;

/** The sort keys of the list: the shown columns' and id/updated_at (the funder's default order). */
export const BUYER_SORT_COLUMNS = COMPANY_SORT_COLUMNS satisfies readonly (keyof BuyerItem)[];

/** The buyer list's columns: the screen, its sort and its Excel export (/buyer/list). */
export const BUYER_COLUMNS = listColumns<BuyerItem>()([
  { key: 'code', label: 'buyers.fields.code', sort: true },
  { key: 'name', label: 'buyers.fields.name', sort: true },
  { key: 'mst', label: 'buyers.fields.mst', sort: true },
  { key: 'legal_represent', label: 'buyers.fields.legal_represent' },
  { key: 'tel_no', label: 'buyers.fields.tel_no' },
  { key: 'email1', label: 'buyers.fields.email1' },
  { key: 'status', label: 'buyers.fields.status', sort: true, statuses: PARTNER_LEAD_STATUS_LABELS },
  { key: 'created_at', label: 'buyers.fields.created_at', kind: 'dateTime', sort: true },
]);

const buyerFilters = {
  ...companyListFilters,
  name: filterText(),
  /** The list's tabs: prospects (tiemnang) or joined (gianhap). */
  group: z.enum(LEAD_GROUP_CODES, { error: msg('invalid') }).optional(),
};
export const buyerListBody = pagedBody(buyerFilters, BUYER_SORT_COLUMNS);
export const buyerListQuery = pagedQuery(buyerFilters, BUYER_SORT_COLUMNS);
export type BuyerListInput = z.infer<typeof buyerListBody>;
/** `object` carries the tab counts for the other filters (spec §3 count_gianhap, count_tiemnang). */
export const buyerListResponse = pagedResponse(buyerItem).extend({
  object: z.object({ count_gianhap: z.number().int(), count_tiemnang: z.number().int() }),
});

export const buyerDetailResponse = z.object({
  data: buyerItem.extend({ frequencies: z.array(frequencyShape) }),
  history: z.array(historyEntry),
  actions: z.array(z.enum(COMPANY_ACTIONS)),
});
export const buyerSaveResponse = z.object({ data: buyerItem });
export const frequenciesResponse = z.object({ data: z.array(frequencyShape) });

/** Signers of a buyer: its users who may sign (allow_sign or a signing role, spec §6). */
export const signerListBody = pagedBody({ buyer_id: recordId() }, ['id', 'full_name'] as const);
export const signerItem = z.object({
  id: z.number().int(),
  full_name: z.string(),
  position: z.string().nullable(),
  email: z.string(),
  role_id: z.string(),
  allow_sign: z.boolean(),
});
export type SignerItem = z.infer<typeof signerItem>;
/** The signer list's columns: the buyer's page and its Excel export (roles in words). */
export const SIGNER_COLUMNS = listColumns<SignerItem>()([
  { key: 'full_name', label: 'buyers.signers.full_name', sort: true },
  { key: 'position', label: 'buyers.signers.position' },
  { key: 'email', label: 'buyers.signers.email' },
  { key: 'role_id', label: 'buyers.signers.role', names: ROLE_LABELS },
  { key: 'allow_sign', label: 'buyers.signers.allow_sign' },
]);
export const signerListResponse = pagedResponse(signerItem);

/** POST /buyer/list_report and /buyer/list_note: a buyer's reports or notes, newest first. */
export const buyerNoteListBody = pagedBody({ buyer_id: recordId() }, NOTE_SORT_COLUMNS);
export { noteListResponse };
