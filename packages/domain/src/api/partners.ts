import { z } from 'zod';
import { PARTNER_KINDS } from '../enterprises.ts';
import { keyedNames } from '../names.ts';
import { PARTNER_FORMS } from '../statuses/company.ts';
import { PARTNER_LEAD_STATUS_LABELS } from '../statuses/partner.ts';
import { msg, optionalTaxCode, requiredText } from '../validation.ts';
import { COMPANY_ACTIONS } from '../workflows/company.ts';
import {
  COMPANY_SORT_COLUMNS,
  checkRegistration,
  companyItem,
  companyListFilters,
  NOTE_SORT_COLUMNS,
  noteListResponse,
  personItemShape,
  registrationShape,
} from './companies.ts';
import { historyEntry } from './history.ts';
import { listColumns, pagedBody, pagedQuery, pagedResponse } from './paging.ts';
import { personShape } from './suppliers.ts';

const partnerKind = () => z.enum(PARTNER_KINDS, { error: msg('invalid') });

/** A corporate partner (spec §7 /corporate/form): the registration fields and its kind. */
export const corporateForm = z
  .strictObject({ ...registrationShape, partner_kind: partnerKind() })
  .superRefine(checkRegistration);
export type CorporateForm = z.infer<typeof corporateForm>;

/**
 * A person partner (spec §7 /person/form): a person's fields (ID card unique), the tax code when
 * the person has one, and the kind. `also_supplier` makes the combined DOITAC_NCC account
 * (individual supplier and partner); it is chosen at creation and kept afterwards.
 */
export const personForm = z
  .strictObject({
    code: registrationShape.code,
    name: requiredText(255),
    mst: optionalTaxCode(),
    ...personShape,
    address: registrationShape.address,
    tel_no: registrationShape.tel_no,
    email1: registrationShape.email1,
    email2: registrationShape.email2,
    partner_kind: partnerKind(),
    also_supplier: z.boolean({ error: msg('wrong_type') }).default(false),
  })
  .superRefine(checkRegistration);
export type PersonForm = z.infer<typeof personForm>;

export const partnerItem = companyItem.extend({
  partner_kind: z.enum(PARTNER_KINDS).nullable(),
  partner_form: z.enum(PARTNER_FORMS),
  ...personItemShape,
});
export type PartnerItem = z.infer<typeof partnerItem>;

/** The sort keys of the partner lists: the shown columns' and id/created_at. */
export const PARTNER_SORT_COLUMNS = COMPANY_SORT_COLUMNS satisfies readonly (keyof PartnerItem)[];

const partnerColumns = listColumns<PartnerItem>();
const code = { key: 'code', label: 'partners.fields.code', sort: true } as const;
const tail = [
  { key: 'status', label: 'partners.fields.status', sort: true, statuses: PARTNER_LEAD_STATUS_LABELS },
  { key: 'updated_at', label: 'partners.fields.updated_at', kind: 'dateTime', sort: true },
] as const;
/** What a partner does, and whether it also sells as an individual supplier: in words. */
export const PARTNER_KIND_NAMES = keyedNames('partners.kinds', PARTNER_KINDS);
export const ACCOUNT_TYPE_NAMES = keyedNames('partners.accountTypes', ['PARTNER', 'DOITAC_NCC']);
const kind = {
  key: 'partner_kind',
  label: 'partners.fields.partner_kind',
  names: PARTNER_KIND_NAMES,
} as const;
const accountType = {
  key: 'type',
  label: 'partners.fields.account_type',
  names: ACCOUNT_TYPE_NAMES,
} as const;

/** /corporate/list: the screen, its sort and its Excel export. */
export const CORPORATE_PARTNER_COLUMNS = partnerColumns([
  code,
  { key: 'name', label: 'partners.fields.name', sort: true },
  { key: 'mst', label: 'partners.fields.mst', sort: true },
  kind,
  ...tail,
]);

/** /person/list: people are named by their full name and known by their ID card. */
export const PERSON_PARTNER_COLUMNS = partnerColumns([
  code,
  { key: 'name', label: 'partners.fields.personName', sort: true },
  { key: 'id_card_number', label: 'partners.fields.id_card_number' },
  kind,
  accountType,
  ...tail,
]);

/** /partner-setup/list-partner: every partner form in one list, with the account type. */
export const SETUP_PARTNER_COLUMNS = partnerColumns([
  code,
  { key: 'name', label: 'partners.fields.name', sort: true },
  { key: 'mst', label: 'partners.fields.mst', sort: true },
  kind,
  accountType,
  ...tail,
]);

const partnerFilters = {
  ...companyListFilters,
  partner_kind: partnerKind().optional(),
};
export const partnerListBody = pagedBody(partnerFilters, PARTNER_SORT_COLUMNS);
export const partnerListQuery = pagedQuery(partnerFilters, PARTNER_SORT_COLUMNS);
export type PartnerListInput = z.infer<typeof partnerListBody>;
export const partnerListResponse = pagedResponse(partnerItem);

/** Partner setup lists every partner form, the DOITAC_NCC accounts included. */
export const partnerSetupListBody = pagedBody(
  {
    ...partnerFilters,
    partner_form: z.enum(PARTNER_FORMS, { error: msg('invalid') }).optional(),
    doitac_ncc: z.boolean({ error: msg('wrong_type') }).optional(),
  },
  PARTNER_SORT_COLUMNS,
);

export const partnerDetailResponse = z.object({
  data: partnerItem,
  history: z.array(historyEntry),
  actions: z.array(z.enum(COMPANY_ACTIONS)),
});
export const partnerSaveResponse = z.object({ data: partnerItem });

export const partnerNoteListBody = pagedBody({}, NOTE_SORT_COLUMNS);
export const partnerBankListBody = pagedBody({}, ['id', 'bank_name'] as const);
export const partnerNoteListResponse = noteListResponse;
