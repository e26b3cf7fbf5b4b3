import { type Access, COMPANY_USERS, FUNDER_STAFF_EXCEPT_VIEWER, type Grant } from '../permissions.ts';
import { SUPPLIER_SELF } from '../workflows/actors.ts';
import { CLIENT_READERS, PARTNER_READERS } from './clients.ts';

const BUYER_SELF: Grant = { enterprises: ['BUYER'] };
const INDIVIDUAL_SELF: Grant = { enterprises: ['INDSUPPLIER', 'DOITAC_NCC'] };
const PARTNER_SELF: Grant = { enterprises: ['PARTNER', 'DOITAC_NCC'] };

function audience(self: Grant, readers: Access) {
  return {
    /** Funder staff who read clients (or partners), VIEWER included, or the company itself. */
    read: [...(readers as readonly Grant[]), self],
    /**
     * Funder staff (not the read-only VIEWER) and the company: what each may do to a contract is
     * CONTRACT_WORKFLOW's table, the right to sign is allow_sign or a signing role.
     */
    act: [FUNDER_STAFF_EXCEPT_VIEWER, self],
  } as const satisfies Record<string, Access>;
}

/**
 * Who may call the contract routes (modules/contracts). Which contracts a caller sees is the
 * company scope in the query (another company's contract or company id: 404); which steps a
 * caller may take is the workflow's. Each audience's prefix (spec §7) only narrows who calls it.
 */
export const CONTRACTS_ACCESS = {
  buyer: audience(BUYER_SELF, CLIENT_READERS),
  supplier: audience(SUPPLIER_SELF, CLIENT_READERS),
  individual: audience(INDIVIDUAL_SELF, CLIENT_READERS),
  partner: audience(PARTNER_SELF, PARTNER_READERS),
  /** The portal's own calls (/contracts…): every signed-in user reads (their scope), staff and companies act. */
  any: { read: 'authenticated', act: [FUNDER_STAFF_EXCEPT_VIEWER, COMPANY_USERS] },
} as const;
