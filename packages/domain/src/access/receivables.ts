import { type Access, type Grant, MENU_ACCESS } from '../permissions.ts';
import {
  BUYER_APPROVERS,
  FUNDER_APPROVERS,
  FUNDER_CA,
  SUPPLIER_APPROVERS,
  SUPPLIER_COMPANY,
  SUPPLIER_INDIVIDUALS,
  SUPPLIER_MAKERS,
  SUPPLIER_SELF,
} from '../workflows/actors.ts';

const BUYER_SELF: Grant = { enterprises: ['BUYER'] };
/** Funder staff of the Transactions menu (the AR ledger lives there). */
const FUNDER_TRANSACTIONS = MENU_ACCESS.transactions as readonly Grant[];

/**
 * Who may call the receivables routes. Which receivables a caller sees is the company scope in
 * the query (a supplier its own, a buyer those it owes, funder staff all; another company's id:
 * 404); what a caller may do to one is RECEIVABLE_WORKFLOW's and DEBT_CONFIRMATION_WORKFLOW's.
 */
export const RECEIVABLES_ACCESS = {
  read: [SUPPLIER_SELF, ...FUNDER_TRANSACTIONS],
  /** Entry and import by the supplier; deletion as the workflow allows it (approvers only). */
  write: SUPPLIER_MAKERS,
  remove: [...SUPPLIER_APPROVERS, FUNDER_APPROVERS],
  /** Supplier statistics and the AR review: the supplier's own figures. */
  supplierStats: [SUPPLIER_SELF],
  /** Debt-confirmation letters, the supplier's side. */
  letterRead: [SUPPLIER_SELF, ...FUNDER_TRANSACTIONS],
  letterWrite: SUPPLIER_MAKERS,
  /** A company signs with its signed file; an individual (entity types 6, 7) with an OTP (spec §5). */
  letterSignFile: SUPPLIER_COMPANY,
  letterSignOtp: SUPPLIER_INDIVIDUALS,
  letterReject: SUPPLIER_APPROVERS,
  /** The system company checks a signed letter against its books. */
  letterSystem: [FUNDER_CA],
  /** The buyer's supplier notifications. */
  buyerRead: [BUYER_SELF],
  /**
   * Confirming is signing an acknowledgment of debt: the buyer's users of a signing role (a user
   * of another role with the allow_sign flag is still refused here, docs/decisions.md).
   */
  buyerConfirm: [{ enterprises: ['BUYER'], roles: ['MASTER', 'AUTHORIZER'] }],
  buyerDecide: BUYER_APPROVERS,
} as const satisfies Record<string, Access>;
