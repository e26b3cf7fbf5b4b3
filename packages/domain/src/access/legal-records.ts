import type { Access, Grant } from '../permissions.ts';
import { FUNDER_APPROVERS, FUNDER_CA } from '../workflows/actors.ts';
import { CLIENT_EDITORS, CLIENT_READERS, PARTNER_READERS } from './clients.ts';

const BUYER_SELF: Grant = { enterprises: ['BUYER'] };
const SUPPLIER_SELF: Grant = { enterprises: ['SUPPLIER', 'INDSUPPLIER', 'DOITAC_NCC'] };
const PARTNER_SELF: Grant = { enterprises: ['PARTNER', 'DOITAC_NCC'] };
/** Credit staff judge legal records (the appraisal reads them). */
const REVIEWERS: readonly Grant[] = [FUNDER_CA, FUNDER_APPROVERS];

function accessFor(self: Grant, readers: Access = CLIENT_READERS) {
  return {
    /** Funder client (or partner) staff, VIEWER included, or the company reading its own records. */
    read: [...(readers as readonly Grant[]), self],
    /** Client editors upload and delete for any client; the company for itself. */
    write: [CLIENT_EDITORS, self, ...REVIEWERS],
    review: REVIEWERS,
  } as const satisfies Record<string, Access>;
}

/**
 * Who may call the legal-record routes of buyers and suppliers. Which records a caller sees is
 * the company scope in the query (another company's id: 404); what a caller may do to a record
 * is LEGAL_RECORD_WORKFLOW's table.
 */
export const LEGAL_RECORDS_ACCESS = {
  buyer: accessFor(BUYER_SELF),
  supplier: accessFor(SUPPLIER_SELF),
  /** Partners hand in papers for their own appraisal (the pipeline's submit step); partner staff read them. */
  partner: accessFor(PARTNER_SELF, PARTNER_READERS),
} as const;
