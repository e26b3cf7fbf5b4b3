import { type Access, MENU_ACCESS } from '../permissions.ts';
import { BUYER_APPROVERS, BUYER_USERS, FUNDER_APPROVERS, FUNDER_CA } from '../workflows/actors.ts';

/**
 * Early-interest-rate groups of a buyer (spec §7 "Credit buyer", early interest rate). Each
 * workflow route admits exactly the actors of its rule in EARLY_INTEREST_RATE_REQUEST_WORKFLOW,
 * except that a buyer does not cancel through the funder's route (docs/decisions.md).
 */
export const EARLY_RATES_ACCESS = {
  /** The funder's credit menu, and a buyer reading its own groups (404 for another buyer). */
  read: [...(MENU_ACCESS.credit as readonly never[]), ...BUYER_USERS],
  /** Drafting the next groups: whoever may send them, and the funder approvers. */
  draft: [...BUYER_APPROVERS, FUNDER_CA, FUNDER_APPROVERS],
  create: [...BUYER_APPROVERS, FUNDER_CA],
  cancel: [FUNDER_CA, FUNDER_APPROVERS],
  approve: [FUNDER_APPROVERS],
} as const satisfies Record<string, Access>;
