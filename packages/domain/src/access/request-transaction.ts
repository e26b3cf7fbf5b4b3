import type { Access } from '../permissions.ts';
import {
  SUPPLIER_APPROVERS,
  SUPPLIER_COMPANY,
  SUPPLIER_INDIVIDUALS,
  SUPPLIER_MAKERS,
  SUPPLIER_SELF,
} from '../workflows/actors.ts';

/**
 * Who may call the supplier request-transaction and supplier statistics routes (spec §7). Which
 * transaction a caller reaches is the company scope (another company's id: 404); whether the
 * action is allowed now is TRANSACTION_WORKFLOW's table.
 */
export const REQUEST_TRANSACTION_ACCESS = {
  /** Buyers, synthesis, AR lists and prices, transactions, statistics. */
  read: [SUPPLIER_SELF],
  /** Draft, selection, documents, add-document answers. */
  prepare: SUPPLIER_MAKERS,
  /** Contract confirmation, rejection. */
  approve: SUPPLIER_APPROVERS,
  /** A company signs with its signed file. */
  signCompany: SUPPLIER_COMPANY,
  /** An individual (entity type 6/7) signs with an OTP. */
  signIndividual: SUPPLIER_INDIVIDUALS,
} as const satisfies Record<string, Access>;
