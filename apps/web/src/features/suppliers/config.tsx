import {
  type positionForm,
  SUPPLIER_COLUMNS,
  type SupplierItem,
  type SupplierUpdateForm,
  type totalLimitForm,
} from '@arflow/domain/api/suppliers';
import { CORPORATE_ENT_TYPES, ENT_TYPES, INDIVIDUAL_ENT_TYPES } from '@arflow/domain/ent-types';
import { PROVINCES } from '@arflow/domain/provinces';
import { SUPPLIER_STATUS_LABELS } from '@arflow/domain/statuses/company';
import type { EkycAction } from '@arflow/domain/workflows/company';
import type { z } from 'zod';
import { registrationFields } from '../../shared/detail/company-fields.ts';
import type { FieldConfig } from '../../shared/forms/SchemaForm.tsx';
import type { TextKey } from '../../shared/i18n-keys.ts';
import { type Column, columnsOf } from '../../shared/list/columns.tsx';
import type { FilterField } from '../../shared/list/filters.ts';
import { actionKeys, inCapitals } from '../../shared/text-keys.ts';
import type { SupplierFilter, SupplierKind } from './api.ts';

type PositionForm = z.infer<typeof positionForm>;
type TotalLimitForm = z.infer<typeof totalLimitForm>;

const PROVINCE_OPTIONS = PROVINCES.map((p) => ({ value: p.code, label: p.name }));
const entTypeOptions = (codes: readonly number[]) =>
  ENT_TYPES.filter((e) => codes.includes(e.code)).map((e) => ({ value: e.code, label: e.label }));

/** The update form (POST /supplier/update): registration, locality, legal form, ceiling, person. */
export const SUPPLIER_FIELDS = {
  id: { label: 'suppliers.fields.id', kind: 'hidden' },
  code: { label: 'suppliers.fields.code', span: 6, maxLength: 20 },
  mst: { label: 'suppliers.fields.mst', span: 6, maxLength: 14 },
  name: { label: 'suppliers.fields.name', span: 12, maxLength: 255 },
  ent_type: {
    label: 'suppliers.fields.ent_type',
    kind: 'select',
    span: 12,
    options: entTypeOptions([...CORPORATE_ENT_TYPES, ...INDIVIDUAL_ENT_TYPES]),
  },
  locality: { label: 'suppliers.fields.locality', kind: 'select', span: 12, options: PROVINCE_OPTIONS },
  id_card_number: { label: 'suppliers.fields.id_card_number', span: 6, hint: 'suppliers.form.personHint' },
  id_card_issue_date: { label: 'suppliers.fields.id_card_issue_date', kind: 'date', span: 6 },
  id_card_issue_place: { label: 'suppliers.fields.id_card_issue_place', span: 6, maxLength: 255 },
  date_of_birth: { label: 'suppliers.fields.date_of_birth', kind: 'date', span: 6 },
  ...registrationFields('suppliers'),
  max_total_limit: {
    label: 'suppliers.fields.max_total_limit',
    kind: 'money',
    span: 12,
    hint: 'suppliers.form.maxTotalLimitHint',
  },
} as const satisfies FieldConfig<SupplierUpdateForm>;

/** A corporate supplier has no ID card or birth date: those fields go hidden (sent back as they are). */
export const CORPORATE_SUPPLIER_FIELDS = {
  ...SUPPLIER_FIELDS,
  id_card_number: { ...SUPPLIER_FIELDS.id_card_number, kind: 'hidden' },
  id_card_issue_date: { ...SUPPLIER_FIELDS.id_card_issue_date, kind: 'hidden' },
  id_card_issue_place: { ...SUPPLIER_FIELDS.id_card_issue_place, kind: 'hidden' },
  date_of_birth: { ...SUPPLIER_FIELDS.date_of_birth, kind: 'hidden' },
} as const satisfies FieldConfig<SupplierUpdateForm>;

/** The table of one of the two screens; an individual shows its ID card and eKYC status. */
/** Which declared columns a screen shows: tax code for companies, ID card and eKYC for people. */
const HIDDEN: Record<SupplierKind, readonly string[]> = {
  supplier: ['id_card_number', 'ekyc_status'],
  indsupplier: ['mst'],
};

export function supplierColumns(kind: SupplierKind): readonly Column<SupplierItem>[] {
  return columnsOf<SupplierItem>(SUPPLIER_COLUMNS, {
    code: { link: (row) => `/fun/${kind}/${row.id}` },
  }).filter((c) => !HIDDEN[kind].includes(c.key));
}

export function supplierFilters(kind: SupplierKind): readonly FilterField<SupplierFilter>[] {
  const codes = kind === 'supplier' ? CORPORATE_ENT_TYPES : INDIVIDUAL_ENT_TYPES;
  return [
    { kind: 'text', name: 'name', label: 'suppliers.fields.name' },
    { kind: 'text', name: 'mst', label: 'suppliers.fields.mst' },
    {
      kind: 'status',
      name: 'status',
      label: 'suppliers.fields.supplier_status',
      statuses: SUPPLIER_STATUS_LABELS,
    },
    { kind: 'select', name: 'locality', label: 'suppliers.fields.locality', options: PROVINCE_OPTIONS },
    {
      kind: 'select',
      name: 'ent_type',
      label: 'suppliers.fields.ent_type',
      options: entTypeOptions(codes).map((o) => ({ value: String(o.value), label: o.label })),
    },
  ];
}

/** Labels of the fields a history row may name: the form's, and those set outside it. */
export const SUPPLIER_HISTORY_FIELDS = {
  ...SUPPLIER_FIELDS,
  position: { label: 'suppliers.fields.position' },
  total_limit: { label: 'suppliers.fields.total_limit' },
  ekyc_status: { label: 'suppliers.fields.ekyc_status' },
} as const satisfies Record<string, { label: TextKey }>;

export const EKYC_ACTION_LABELS = {
  verify: 'suppliers.ekyc.verify',
  reject: 'suppliers.ekyc.reject',
} as const satisfies Record<EkycAction, TextKey>;

/** History rows name the action in capitals; the eKYC steps as their buttons do. */
export const SUPPLIER_HISTORY_ACTIONS = {
  ...actionKeys('suppliers.history', ['create', 'update', 'bank_add', 'bank_update']),
  ...inCapitals(EKYC_ACTION_LABELS),
} as const satisfies Record<string, TextKey>;

export const POSITION_FIELDS = {
  id: { label: 'suppliers.fields.id', kind: 'hidden' },
  position: {
    label: 'suppliers.fields.position',
    span: 24,
    maxLength: 120,
    hint: 'suppliers.form.positionHint',
  },
} as const satisfies FieldConfig<PositionForm>;

export const TOTAL_LIMIT_FIELDS = {
  id: { label: 'suppliers.fields.id', kind: 'hidden' },
  total_limit: { label: 'suppliers.fields.total_limit', kind: 'money', span: 24 },
} as const satisfies FieldConfig<TotalLimitForm>;
