import {
  type BankForm,
  type BankItem,
  bankForm,
  type NoteItem,
  type ReportForm,
} from '@arflow/domain/api/companies';
import {
  CORPORATE_PARTNER_COLUMNS,
  type CorporateForm,
  type PartnerItem,
  PERSON_PARTNER_COLUMNS,
  type PersonForm,
} from '@arflow/domain/api/partners';
import { PARTNER_KINDS } from '@arflow/domain/enterprises';
import { PARTNER_LEAD_STATUS_LABELS } from '@arflow/domain/statuses/partner';
import type { CompanyAction } from '@arflow/domain/workflows/company';
import { companyHistoryActions, registrationFields } from '../../shared/detail/company-fields.ts';
import type { FieldConfig } from '../../shared/forms/SchemaForm.tsx';
import type { TextKey } from '../../shared/i18n-keys.ts';
import { type Column, columnsOf } from '../../shared/list/columns.tsx';
import type { FilterField } from '../../shared/list/filters.ts';
import type { PartnerFilter } from './api.ts';
import { AccountType, Designated, PARTNER_KIND_LABELS } from './labels.tsx';

const KIND_OPTIONS = PARTNER_KINDS.map((value) => ({ value, label: PARTNER_KIND_LABELS[value] }));

/** The corporate partner form: every field of `corporateForm`, once. */
export const CORPORATE_FIELDS = {
  code: { label: 'partners.fields.code', span: 8, maxLength: 20 },
  name: { label: 'partners.fields.name', span: 16, maxLength: 255 },
  partner_kind: { label: 'partners.fields.partner_kind', kind: 'select', span: 8, options: KIND_OPTIONS },
  mst: { label: 'partners.fields.mst', span: 8, maxLength: 14, hint: 'partners.form.mstHint' },
  ...registrationFields('partners'),
  erc: { label: 'partners.fields.erc', span: 8, maxLength: 50 },
  erc_office: { label: 'partners.fields.erc_office', span: 24, maxLength: 255 },
  erc_edit_no: { label: 'partners.fields.erc_edit_no', kind: 'integer', span: 8 },
  address: { label: 'partners.fields.address', span: 16, maxLength: 500 },
  buy_fun_zip: { label: 'partners.fields.buy_fun_zip', span: 8, maxLength: 6 },
} as const satisfies FieldConfig<CorporateForm>;

/** The person partner form; the combined account is chosen once, when adding. */
export const PERSON_FIELDS = {
  code: { label: 'partners.fields.code', span: 8, maxLength: 20 },
  name: { label: 'partners.fields.personName', span: 16, maxLength: 255 },
  partner_kind: { label: 'partners.fields.partner_kind', kind: 'select', span: 8, options: KIND_OPTIONS },
  id_card_number: { label: 'partners.fields.id_card_number', span: 8, maxLength: 12 },
  id_card_issue_date: { label: 'partners.fields.id_card_issue_date', kind: 'date', span: 8 },
  id_card_issue_place: { label: 'partners.fields.id_card_issue_place', span: 16, maxLength: 255 },
  date_of_birth: { label: 'partners.fields.date_of_birth', kind: 'date', span: 8 },
  mst: { label: 'partners.fields.personMst', span: 8, maxLength: 14, hint: 'partners.form.mstHint' },
  address: { label: 'partners.fields.address', span: 16, maxLength: 500 },
  tel_no: { label: 'partners.fields.tel_no', span: 8 },
  email1: { label: 'partners.fields.email1', kind: 'email', span: 8 },
  email2: { label: 'partners.fields.email2', kind: 'email', span: 8 },
  also_supplier: {
    label: 'partners.fields.also_supplier',
    kind: 'checkbox',
    span: 24,
    text: 'partners.form.alsoSupplierText',
    hint: 'partners.form.alsoSupplierHint',
    addOnly: true,
  },
} as const satisfies FieldConfig<PersonForm>;

export const CORPORATE_COLUMNS = columnsOf<PartnerItem>(CORPORATE_PARTNER_COLUMNS, {
  code: { link: (row) => `/fun/partner/corporate/${row.id}` },
});

export const PERSON_COLUMNS = columnsOf<PartnerItem>(PERSON_PARTNER_COLUMNS, {
  code: { link: (row) => `/fun/partner/person/${row.id}` },
  type: { render: (type) => <AccountType type={type} /> },
});

export const PARTNER_FILTERS = [
  {
    kind: 'text',
    name: 'keyword',
    label: 'partners.list.keyword',
    placeholder: 'partners.list.keywordPlaceholder',
  },
  { kind: 'text', name: 'mst', label: 'partners.fields.mst' },
  { kind: 'status', name: 'status', label: 'partners.fields.status', statuses: PARTNER_LEAD_STATUS_LABELS },
  { kind: 'select', name: 'partner_kind', label: 'partners.fields.partner_kind', options: KIND_OPTIONS },
] as const satisfies readonly FilterField<PartnerFilter>[];

/** The record's own history: creation, edits, bank and report additions (enterprises module). */
export const RECORD_HISTORY_ACTIONS = companyHistoryActions('partners') satisfies Record<
  Uppercase<CompanyAction> | 'BANK_ADD' | 'BANK_UPDATE' | 'REPORT_ADD' | 'NOTE_ADD',
  TextKey
>;

/** A bank account's form: `bankForm` without the id, which the edited row gives. */
export const bankEntry = bankForm.omit({ id: true });
export type BankEntry = Omit<BankForm, 'id'>;

export const BANK_FIELDS = {
  bank_name: { label: 'partners.banks.bank_name', maxLength: 255 },
  bank_branch: { label: 'partners.banks.bank_branch', maxLength: 255 },
  bank_account_number: { label: 'partners.banks.bank_account_number', maxLength: 20 },
  bank_holder_name: { label: 'partners.banks.bank_holder_name', maxLength: 255 },
  designated: { label: 'partners.banks.designated', kind: 'checkbox', text: 'partners.banks.designatedText' },
  side: {
    label: 'partners.banks.side',
    kind: 'select',
    options: [
      { value: 'COUNTERPARTY', label: 'partners.banks.sides.COUNTERPARTY' },
      { value: 'SYSTEM', label: 'partners.banks.sides.SYSTEM' },
    ],
  },
} as const satisfies FieldConfig<BankEntry>;

export const BANK_COLUMNS = [
  { key: 'bank_name', label: 'partners.banks.bank_name' },
  { key: 'bank_branch', label: 'partners.banks.bank_branch' },
  { key: 'bank_account_number', label: 'partners.banks.bank_account_number' },
  { key: 'bank_holder_name', label: 'partners.banks.bank_holder_name' },
  { key: 'designated', label: 'partners.banks.designated', render: (v) => <Designated value={v} /> },
] as const satisfies readonly Column<BankItem>[];

export const REPORT_FIELDS = {
  title: { label: 'partners.reports.reportTitle', span: 16, maxLength: 255 },
  report_date: { label: 'partners.reports.report_date', kind: 'date', span: 8 },
  content: { label: 'partners.reports.content', kind: 'textarea', span: 24, maxLength: 5000 },
} as const satisfies FieldConfig<ReportForm>;

export const REPORT_COLUMNS = [
  { key: 'report_date', label: 'partners.reports.report_date', kind: 'date' },
  { key: 'title', label: 'partners.reports.reportTitle' },
  { key: 'content', label: 'partners.reports.content' },
  { key: 'user_full_name', label: 'partners.reports.user_full_name' },
  { key: 'created_at', label: 'partners.reports.created_at', kind: 'dateTime' },
] as const satisfies readonly Column<NoteItem>[];
