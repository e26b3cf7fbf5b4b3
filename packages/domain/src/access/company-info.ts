import { type Access, MENU_ACCESS } from '../permissions.ts';
import { FUNDER_ADMINS } from './users.ts';

const COMPANY_TYPES = ['BUYER', 'SUPPLIER', 'INDSUPPLIER', 'PARTNER', 'DOITAC_NCC'] as const;

/** Setup pages (spec §2 setup/company-info, bank-info; funder profile pages). */
export const COMPANY_INFO_ACCESS = {
  /** A company user's own company (setup/company-info), every role reads. */
  ownRead: [{ enterprises: COMPANY_TYPES }],
  /** Only the company's authorizer (or the individual itself) edits the contact fields. */
  ownWrite: [
    {
      enterprises: COMPANY_TYPES,
      roles: ['AUTHORIZER', 'INDSUPPLIER', 'DOITAC_NCC', 'PARTNER'],
    },
  ],
  funderRead: MENU_ACCESS.profile,
  funderWrite: [FUNDER_ADMINS],
  /** Own company's bank accounts: every signed-in user reads. */
  bankRead: 'authenticated',
  /** Partner bank-info and funder profile bank-info add and edit. */
  bankWrite: [
    FUNDER_ADMINS,
    { enterprises: ['PARTNER', 'DOITAC_NCC'], roles: ['PARTNER', 'DOITAC_NCC', 'AUTHORIZER'] },
  ],
} as const satisfies Record<string, Access>;
