import { type Access, MENU_ACCESS } from '../permissions.ts';
import { FUNDER_APPROVERS, FUNDER_CA } from '../workflows/actors.ts';

/**
 * Who may call the credit-buyer module's routes (spec §6 "credit: all except ACC_CONTROLER and
 * ACCOUNTANT" for reading; the buyer credit workflow's own grants for its actions, so a user the
 * route lets in is never refused by the transition table for who they are).
 */
export const CREDIT_BUYER_ACCESS = {
  /** The Credit menu's roles (VIEWER included) read every buyer's programme. */
  read: MENU_ACCESS.credit,
  /** Credit appraisal staff propose a setup, its debt and maturity terms and supplier rates. */
  propose: [FUNDER_CA],
  /** The credit manager and the administrators approve, reject, activate, confirm and assign. */
  decide: [FUNDER_APPROVERS],
  /** Attachments of a setup: whoever proposes or decides. */
  upload: [FUNDER_CA, FUNDER_APPROVERS],
  /** A buyer's users read their own programme and limits, and confirm its transaction structure. */
  buyerSelf: [{ enterprises: ['BUYER'] }],
  /** A partner (corporate or person) reads its own limits (spec §7 "same set as buyer"). */
  partnerSelf: [{ enterprises: ['PARTNER', 'DOITAC_NCC'] }],
} as const satisfies Record<string, Access>;
