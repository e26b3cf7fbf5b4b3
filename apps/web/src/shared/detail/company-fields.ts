import { COMPANY_ACTIONS } from '@arflow/domain/workflows/company';
import type { FieldSpec } from '../forms/SchemaForm.tsx';
import { actionKeys } from '../text-keys.ts';

/** The areas whose texts name a company's registration under `<ns>.fields.*`. */
type CompanyNamespace = 'buyers' | 'suppliers' | 'partners';

/**
 * A client company's registration and contact fields (spec §3: business registration, address,
 * phones, representatives, e-mails) in an area's own words, laid out as every company form lays
 * them out; an area adds its own fields around them.
 */
export function registrationFields<N extends CompanyNamespace>(ns: N) {
  return {
    erc: { label: `${ns}.fields.erc`, span: 6, maxLength: 50 },
    erc_office: { label: `${ns}.fields.erc_office`, span: 18, maxLength: 255 },
    erc_first_date: { label: `${ns}.fields.erc_first_date`, kind: 'date', span: 8 },
    erc_edit_no: { label: `${ns}.fields.erc_edit_no`, kind: 'number', span: 8 },
    erc_last_edit: { label: `${ns}.fields.erc_last_edit`, kind: 'date', span: 8 },
    address: { label: `${ns}.fields.address`, span: 18, maxLength: 500 },
    buy_fun_zip: { label: `${ns}.fields.buy_fun_zip`, span: 6, maxLength: 6 },
    tel_no: { label: `${ns}.fields.tel_no`, span: 12 },
    fax_no: { label: `${ns}.fields.fax_no`, span: 12 },
    legal_represent: { label: `${ns}.fields.legal_represent`, maxLength: 255 },
    buy_fun_legal_represent: { label: `${ns}.fields.buy_fun_legal_represent`, maxLength: 255 },
    email1: { label: `${ns}.fields.email1`, kind: 'email' },
    email2: { label: `${ns}.fields.email2`, kind: 'email' },
  } as const satisfies Record<string, FieldSpec>;
}

/**
 * A client company record's own history in an area's words (`<ns>.history.<ACTION>`): its creation
 * and edits (COMPANY_WORKFLOW) and the bank, report and note additions the enterprises module
 * records on it.
 */
export function companyHistoryActions<N extends 'buyers' | 'partners'>(ns: N) {
  return actionKeys(`${ns}.history`, [
    ...COMPANY_ACTIONS,
    'bank_add',
    'bank_update',
    'report_add',
    'note_add',
  ]);
}
