import { type Access, MENU_ACCESS } from '../permissions.ts';
import { FUNDER_ACCOUNTING, FUNDER_APPROVERS, FUNDER_CA } from '../workflows/actors.ts';

/**
 * Who may call the transaction-change routes: the Transactions menu's funder roles read a
 * change and run its recalculation (nothing is written); then, as the transaction workflow has
 * it, credit appraisal and accounting open a change with the funding notice, the approvers
 * approve it, and credit appraisal or the approvers drop it.
 */
export const TRANSACTION_CHANGE_ACCESS = {
  read: MENU_ACCESS.transactions,
  notice: [FUNDER_CA, FUNDER_ACCOUNTING],
  approve: [FUNDER_APPROVERS],
  cancel: [FUNDER_CA, FUNDER_APPROVERS],
} as const satisfies Record<string, Access>;
