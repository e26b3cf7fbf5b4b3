import { type Access, MENU_ACCESS } from '../permissions.ts';
import { FUNDER_ACCOUNTING, FUNDER_CA } from '../workflows/actors.ts';

/**
 * Who may call the transaction-change routes: the Transactions menu's funder roles read a
 * change and run its recalculation (nothing is written); the roles the transaction workflow lets
 * start a change (credit appraisal and accounting) send the funding notice.
 */
export const TRANSACTION_CHANGE_ACCESS = {
  read: MENU_ACCESS.transactions,
  notice: [FUNDER_CA, FUNDER_ACCOUNTING],
} as const satisfies Record<string, Access>;
