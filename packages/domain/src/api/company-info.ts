import { z } from 'zod';
import { ENTERPRISE_CODES } from '../enterprises.ts';
import {
  email,
  optionalEmail,
  optionalFax,
  optionalPhone,
  optionalText,
  optionalZip,
  rate,
  requiredText,
  taxCode,
} from '../validation.ts';

/** A company as its own users see it on setup/company-info. */
export const companyInfo = z.object({
  id: z.number().int(),
  type: z.enum(ENTERPRISE_CODES),
  code: z.string(),
  name: z.string(),
  mst: z.string().nullable(),
  address: z.string().nullable(),
  buy_fun_zip: z.string().nullable(),
  tel_no: z.string().nullable(),
  fax_no: z.string().nullable(),
  email1: z.string().nullable(),
  email2: z.string().nullable(),
  legal_represent: z.string().nullable(),
  buy_fun_legal_represent: z.string().nullable(),
});
export type CompanyInfo = z.infer<typeof companyInfo>;
export const companyInfoResponse = z.object({ data: companyInfo });

/** A company's contact details (its own form and the funder's). */
const contactFields = {
  address: requiredText(500),
  buy_fun_zip: optionalZip(),
  tel_no: optionalPhone(),
  fax_no: optionalFax(),
  email1: email(),
  email2: optionalEmail(),
};
/**
 * What a company user may change of their own company: contact details only. Name, tax code,
 * code, representatives and status are the funder's record (set through the client screens).
 */
export const companyInfoForm = z.strictObject(contactFields);
export type CompanyInfoForm = z.infer<typeof companyInfoForm>;

/** The funder's own profile (spec §3 "Funder: name, tax code, system rate per year"). */
export const funderInfo = companyInfo.extend({ system_rate: z.number().nullable() });
export type FunderInfo = z.infer<typeof funderInfo>;
export const funderInfoResponse = z.object({ data: funderInfo });
export const funderInfoForm = z.strictObject({
  name: requiredText(255),
  mst: taxCode(),
  ...contactFields,
  legal_represent: optionalText(255),
  buy_fun_legal_represent: optionalText(255),
  /** % per year, 2 decimals. */
  system_rate: rate()
    .nullish()
    .transform((v) => v ?? null),
});
export type FunderInfoForm = z.infer<typeof funderInfoForm>;

export const listBankBody = z.strictObject({}).default({});
