import { type Access, type Grant, MENU_ACCESS } from '../permissions.ts';
import { BUYER_APPROVERS, BUYER_USERS } from '../workflows/actors.ts';

/**
 * Who sets a buyer's eligibility on the funder side: the credit staff who appraise and approve
 * (CA officers, seniors and managers, and the administrators); the other credit-menu roles read.
 */
const CREDIT_SETTERS: Grant = {
  enterprises: ['FUNDER'],
  roles: ['MASTER', 'SUBMASTER', 'CA_MANAGER', 'CA_SENIOR', 'CREDIT_OFFICER'],
};

/** Eligibility of a buyer's suppliers (spec §7 "Credit buyer" and "Buyer credit self-setup"). */
export const ELIGIBILITY_ACCESS = {
  /** The funder's view of a buyer's criteria, supplier lists and synthesis: the Credit menu. */
  read: MENU_ACCESS.credit,
  write: [CREDIT_SETTERS],
  /** The buyer's own self-setup: every buyer user reads it. */
  buyerRead: BUYER_USERS,
  /** The buyer's approvers apply criteria and pick suppliers (not the inputter: maker-checker). */
  buyerWrite: BUYER_APPROVERS,
} as const satisfies Record<string, Access>;
