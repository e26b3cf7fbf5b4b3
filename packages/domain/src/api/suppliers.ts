import { z } from 'zod';
import { ENT_TYPE_CODES, LEGAL_FORM_NAMES } from '../ent-types.ts';
import { PROVINCE_NAMES, PROVINCES } from '../provinces.ts';
import {
  EKYC_STATUS_LABELS,
  EKYC_STATUSES,
  SUPPLIER_STATUS_LABELS,
  SUPPLIER_STATUSES,
} from '../statuses/company.ts';
import {
  idCard,
  isoDate,
  msg,
  optionalIsoDate,
  optionalTaxCode,
  optionalText,
  reason,
  requiredText,
  vnd,
} from '../validation.ts';
import { EKYC_ACTIONS } from '../workflows/company.ts';
import {
  bankForm,
  checkRegistration,
  companyItem,
  filterText,
  mstFilter,
  personItemShape,
  recordId,
  registrationShape,
} from './companies.ts';
import { historyEntry } from './history.ts';
import { listColumns, pagedBody, pagedResponse, sortColumnsOf } from './paging.ts';

const PROVINCE_CODES = PROVINCES.map((p) => p.code) as [string, ...string[]];
export const provinceCode = () => z.enum(PROVINCE_CODES, { error: msg('province') });
export const entTypeCode = () =>
  z
    .number({ error: msg('integer') })
    .int({ error: msg('integer') })
    .refine((v) => (ENT_TYPE_CODES as readonly number[]).includes(v), { error: msg('invalid') });

/** Fields of a person (individual supplier, person partner): the ID card is unique (spec §5). */
export const personShape = {
  id_card_number: idCard(),
  id_card_issue_date: optionalIsoDate(),
  id_card_issue_place: optionalText(255),
  date_of_birth: isoDate(),
};

export const supplierItem = companyItem.extend({
  locality: z.string().nullable(),
  ent_type: z.number().int().nullable(),
  position: z.string().nullable(),
  total_limit: z.number().int().nullable(),
  max_total_limit: z.number().int().nullable(),
  /** new or on-boarded (spec §3), from the pipeline status. */
  supplier_status: z.enum(SUPPLIER_STATUSES).nullable(),
  ...personItemShape,
  ekyc_status: z.enum(EKYC_STATUSES).nullable(),
});
export type SupplierItem = z.infer<typeof supplierItem>;

/**
 * /supplier/list's columns, both screens' (screen, sort and Excel export): the corporate screen
 * shows the tax code, the individual one the ID card and eKYC; the file has them all.
 */
export const SUPPLIER_COLUMNS = listColumns<SupplierItem>()([
  { key: 'code', label: 'suppliers.fields.code', sort: true },
  { key: 'name', label: 'suppliers.fields.name', sort: true },
  { key: 'mst', label: 'suppliers.fields.mst', sort: true },
  { key: 'id_card_number', label: 'suppliers.fields.id_card_number' },
  { key: 'ent_type', label: 'suppliers.fields.ent_type', names: LEGAL_FORM_NAMES },
  { key: 'locality', label: 'suppliers.fields.locality', names: PROVINCE_NAMES },
  { key: 'supplier_status', label: 'suppliers.fields.supplier_status', statuses: SUPPLIER_STATUS_LABELS },
  { key: 'ekyc_status', label: 'suppliers.fields.ekyc_status', statuses: EKYC_STATUS_LABELS },
  { key: 'total_limit', label: 'suppliers.fields.total_limit', kind: 'money' },
  { key: 'updated_at', label: 'suppliers.fields.updated_at', kind: 'dateTime', sort: true },
]);
/** The sort keys of /supplier/list: the shown columns', id (newest first) and the pipeline status. */
export const SUPPLIER_SORT_COLUMNS = sortColumnsOf(SUPPLIER_COLUMNS, ['id', 'status']);

/** Supplier list filters (spec §3): name, mst, status (new/on-boarded), locality, ent_type. */
export const supplierListBody = pagedBody(
  {
    name: filterText(),
    mst: mstFilter(),
    status: z.enum(SUPPLIER_STATUSES, { error: msg('invalid') }).optional(),
    locality: provinceCode().optional(),
    /** One code, or several (the individual-supplier list asks for 6 and 7). */
    ent_type: z
      .union([entTypeCode(), z.array(entTypeCode()).min(1).max(7)], { error: msg('invalid') })
      .optional(),
  },
  SUPPLIER_SORT_COLUMNS,
);
export type SupplierListInput = z.infer<typeof supplierListBody>;
export const supplierListResponse = pagedResponse(supplierItem);

export const supplierDetailResponse = z.object({
  data: supplierItem,
  history: z.array(historyEntry),
});

/**
 * POST /supplier/update: the registration fields, locality, legal form and the total-limit
 * ceiling; an individual (ent_type 6, 7) also gives its ID card and date of birth. Tax code is
 * optional for an individual (a person may have none).
 */
export const supplierUpdateForm = z
  .strictObject({
    id: recordId(),
    ...registrationShape,
    mst: optionalTaxCode(),
    locality: provinceCode(),
    ent_type: entTypeCode(),
    max_total_limit: vnd()
      .nullish()
      .transform((v) => v ?? null),
    id_card_number: idCard()
      .nullish()
      .transform((v) => v ?? null),
    id_card_issue_date: optionalIsoDate(),
    id_card_issue_place: optionalText(255),
    date_of_birth: isoDate()
      .nullish()
      .transform((v) => v ?? null),
  })
  .superRefine((v, ctx) => {
    checkRegistration(v, ctx);
    const individual = v.ent_type === 6 || v.ent_type === 7;
    if (individual && !v.id_card_number)
      ctx.addIssue({ code: 'custom', message: msg('required'), path: ['id_card_number'] });
    if (individual && !v.date_of_birth)
      ctx.addIssue({ code: 'custom', message: msg('required'), path: ['date_of_birth'] });
    if (!individual && !v.mst) ctx.addIssue({ code: 'custom', message: msg('required'), path: ['mst'] });
  });
export type SupplierUpdateForm = z.infer<typeof supplierUpdateForm>;

export const positionForm = z.strictObject({ id: recordId(), position: optionalText(120) });
export const totalLimitForm = z.strictObject({ id: recordId(), total_limit: vnd() });
export const supplierSaveResponse = z.object({ data: supplierItem });

/** POST /funder-supplier/bank/: the funder records a supplier's bank account. */
export const supplierBankForm = z.strictObject({ sup_id: recordId(), ...bankForm.shape });
export type SupplierBankForm = z.infer<typeof supplierBankForm>;

/** The eKYC step of an individual: verified, or rejected with a reason. */
export const ekycForm = z.discriminatedUnion(
  'action',
  [
    z.strictObject({ action: z.literal('verify'), reason: optionalText(1000) }),
    z.strictObject({ action: z.literal('reject'), reason: reason() }),
  ],
  { error: msg('invalid') },
);
export type EkycForm = z.infer<typeof ekycForm>;
export const ekycResponse = z.object({
  data: z.object({ id: z.number().int(), ekyc_status: z.enum(EKYC_STATUSES) }),
  history: z.array(historyEntry),
  actions: z.array(z.enum(EKYC_ACTIONS)),
});

/** One row of the individual-supplier Excel template (and of its validation). */
export const individualImportRow = z.strictObject({
  name: requiredText(255),
  ...personShape,
  mst: optionalTaxCode(),
  address: requiredText(500),
  locality: provinceCode(),
  tel_no: registrationShape.tel_no,
  email1: registrationShape.email1,
  ent_type: z
    .number({ error: msg('integer') })
    .int({ error: msg('integer') })
    .refine((v) => v === 6 || v === 7, { error: msg('invalid') })
    .default(7),
});
export type IndividualImportRow = z.infer<typeof individualImportRow>;
