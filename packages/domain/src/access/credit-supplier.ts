import { type Access, type Grant, MENU_ACCESS } from '../permissions.ts';
import {
  FUNDER_APPROVERS,
  FUNDER_CA,
  SUPPLIER_APPROVERS,
  SUPPLIER_MAKERS,
  SUPPLIER_SELF,
} from '../workflows/actors.ts';

/** Funder staff of the Credit menu (spec §6: all but the accounting roles). */
const CREDIT_MENU = MENU_ACCESS.credit as readonly Grant[];

/**
 * Who may call the credit-supplier routes (spec §7 "Credit supplier"). Which credits a caller
 * sees is the company scope in the query (another company's id: 404); what a caller may do to
 * one credit is SUPPLIER_CREDIT_WORKFLOW's table.
 */
export const CREDIT_SUPPLIER_ACCESS = {
  /** Credit staff read every supplier's credit; a supplier its own. */
  read: [...CREDIT_MENU, SUPPLIER_SELF],
  /** The funder's lists and assignment views. */
  funderRead: CREDIT_MENU,
  /** The supplier applies, changes its application and adds requested documents. */
  apply: SUPPLIER_MAKERS,
  /** The supplier confirms or declines an offer, or refuses to add documents. */
  supplierDecide: SUPPLIER_APPROVERS,
  /** Credit staff ask for documents. */
  assess: [FUNDER_CA, FUNDER_APPROVERS],
  /** Credit approvers set the terms, reject, blacklist and assign files. */
  decide: [FUNDER_APPROVERS],
  /** Financial statements: the supplier for itself, credit staff on its behalf. */
  upload: [...SUPPLIER_MAKERS, FUNDER_CA, FUNDER_APPROVERS],
  /** GET /supplier/summary-limit: the caller's own limits. */
  ownSummary: [SUPPLIER_SELF],
} as const satisfies Record<string, Access>;
