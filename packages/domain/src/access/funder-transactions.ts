import { type Access, type Grant, MENU_ACCESS } from '../permissions.ts';
import {
  FUNDER_APPROVERS,
  FUNDER_CA,
  FUNDER_MANAGER,
  FUNDER_OFFICER,
  FUNDER_STAFF,
} from '../workflows/actors.ts';

/** Every funder role that opens the Transactions menu (spec §6), the viewer included. */
const TRANSACTIONS_MENU = MENU_ACCESS.transactions as readonly Grant[];

/**
 * Who may call the funder review routes (spec §7 "Funder transactions"). Only funder staff: a
 * client company is refused (403) whatever the id. What a user may do to one transaction is
 * TRANSACTION_WORKFLOW's table (the check level of each role, who confirms and signs).
 */
export const FUNDER_TRANSACTIONS_ACCESS = {
  /** The lists, details, files, organisation view and papers. */
  read: TRANSACTIONS_MENU,
  /** Decisions: credit staff and approvers (the workflow picks the level by role). */
  review: [FUNDER_CA, FUNDER_APPROVERS],
  /** The appraisal of the level whose turn it is: credit staff of the three levels. */
  checks: [FUNDER_CA],
  officerExpertise: [FUNDER_OFFICER],
  managerExpertise: [FUNDER_MANAGER],
  /** Transaction files: credit staff and approvers. */
  files: [FUNDER_CA, FUNDER_APPROVERS],
  /** Confirming and rejecting papers for the funder. */
  confirm: [FUNDER_APPROVERS],
  /** Signing for the funder (the right to sign is checked on top by the workflow). */
  sign: [FUNDER_STAFF],
} as const satisfies Record<string, Access>;
