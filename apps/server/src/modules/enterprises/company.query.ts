import type { CompanyItem } from '@arflow/domain/api/companies';
import type { EnterpriseCode } from '@arflow/domain/enterprises';
import { leadGroupOf } from '@arflow/domain/statuses/company';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { UserState } from '../../platform/auth/user-state.ts';
import { ownedBy } from '../../platform/db/scope.ts';
import { enterprises } from './enterprises.tables.ts';

/** The company types each area manages. */
export const BUYER_TYPES: readonly EnterpriseCode[] = ['BUYER'];
export const SUPPLIER_TYPES: readonly EnterpriseCode[] = ['SUPPLIER', 'INDSUPPLIER', 'DOITAC_NCC'];
export const INDIVIDUAL_TYPES: readonly EnterpriseCode[] = ['INDSUPPLIER', 'DOITAC_NCC'];
export const PARTNER_TYPES: readonly EnterpriseCode[] = ['PARTNER', 'DOITAC_NCC'];

/**
 * Which companies of the given types a caller sees: funder staff all of them, a company user its
 * own company only (another company's id then finds nothing: 404, never data).
 */
export function companyScope(actor: UserState, types: readonly EnterpriseCode[]): SQL {
  return and(inArray(enterprises.type, [...types]), ownedBy(actor, enterprises.id)) as SQL;
}

/** The columns every company answer carries, named as the API fields. */
export const companyColumns = {
  id: enterprises.id,
  type: enterprises.type,
  code: enterprises.code,
  mst: enterprises.mst,
  name: enterprises.name,
  erc: enterprises.erc,
  erc_office: enterprises.erc_office,
  erc_first_date: enterprises.erc_first_date,
  erc_edit_no: enterprises.erc_edit_no,
  erc_last_edit: enterprises.erc_last_edit,
  address: enterprises.address,
  buy_fun_zip: enterprises.buy_fun_zip,
  tel_no: enterprises.tel_no,
  fax_no: enterprises.fax_no,
  legal_represent: enterprises.legal_represent,
  buy_fun_legal_represent: enterprises.buy_fun_legal_represent,
  email1: enterprises.email1,
  email2: enterprises.email2,
  active: enterprises.active,
  status: enterprises.status,
  created_at: enterprises.created_at,
  updated_at: enterprises.updated_at,
};

export type CompanyRow = Omit<CompanyItem, 'group' | 'created_at' | 'updated_at'> & {
  created_at: Date;
  updated_at: Date;
};

export function toCompanyItem<R extends CompanyRow>(
  row: R,
): Omit<R, 'created_at' | 'updated_at'> & CompanyItem {
  return {
    ...row,
    group: leadGroupOf(row.status),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** The registration fields of a form, as columns of `enterprises`. */
export function registrationValues(form: {
  code: string;
  mst: string | null;
  name: string;
  erc?: string | null;
  erc_office?: string | null;
  erc_first_date?: string | null;
  erc_edit_no?: number | null;
  erc_last_edit?: string | null;
  address: string;
  buy_fun_zip?: string | null;
  tel_no: string | null;
  fax_no?: string | null;
  legal_represent?: string | null;
  buy_fun_legal_represent?: string | null;
  email1: string;
  email2: string | null;
}) {
  return {
    code: form.code,
    mst: form.mst,
    name: form.name,
    erc: form.erc ?? null,
    erc_office: form.erc_office ?? null,
    erc_first_date: form.erc_first_date ?? null,
    erc_edit_no: form.erc_edit_no ?? null,
    erc_last_edit: form.erc_last_edit ?? null,
    address: form.address,
    buy_fun_zip: form.buy_fun_zip ?? null,
    tel_no: form.tel_no,
    fax_no: form.fax_no ?? null,
    legal_represent: form.legal_represent ?? null,
    buy_fun_legal_represent: form.buy_fun_legal_represent ?? null,
    email1: form.email1,
    email2: form.email2,
  };
}

/** One company of the given types the caller may see (any fields), or undefined. */
export function byIdInScope(actor: UserState, types: readonly EnterpriseCode[], id: number): SQL {
  return and(eq(enterprises.id, id), companyScope(actor, types)) as SQL;
}
