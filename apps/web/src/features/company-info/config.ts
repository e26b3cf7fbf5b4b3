import type { CompanyInfoForm, FunderInfoForm } from '@arflow/domain/api/company-info';
import { bankConfig } from '../../shared/detail/bank-config.ts';
import type { FieldConfig } from '../../shared/forms/SchemaForm.tsx';

/** What a company's own users may change: contact details (spec §2 setup/company-info). */
export const COMPANY_FIELDS = {
  address: { label: 'companyInfo.fields.address', span: 16, maxLength: 500 },
  buy_fun_zip: { label: 'companyInfo.fields.buy_fun_zip', span: 8, maxLength: 6 },
  tel_no: { label: 'companyInfo.fields.tel_no' },
  fax_no: { label: 'companyInfo.fields.fax_no' },
  email1: { label: 'companyInfo.fields.email1', kind: 'email' },
  email2: { label: 'companyInfo.fields.email2', kind: 'email' },
} as const satisfies FieldConfig<CompanyInfoForm>;

/** The funder's profile (spec §3 "Funder: name, tax code, system rate per year"). */
export const FUNDER_FIELDS = {
  name: { label: 'companyInfo.fields.name', span: 16, maxLength: 255 },
  mst: { label: 'companyInfo.fields.mst', span: 8, maxLength: 14 },
  ...COMPANY_FIELDS,
  legal_represent: { label: 'companyInfo.fields.legal_represent', maxLength: 255 },
  buy_fun_legal_represent: { label: 'companyInfo.fields.buy_fun_legal_represent', maxLength: 255 },
  system_rate: {
    label: 'companyInfo.fields.system_rate',
    kind: 'rate',
    span: 8,
    suffix: 'companyInfo.fields.perYear',
  },
} as const satisfies FieldConfig<FunderInfoForm>;

export const { fields: BANK_FIELDS, texts: BANK_TEXTS } = bankConfig('companyInfo');
