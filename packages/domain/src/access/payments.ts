import { type Access, MENU_ACCESS } from '../permissions.ts';
import { FUNDER_ACCOUNTING } from '../workflows/actors.ts';

/**
 * Payments (spec §2 funder "payment" menu, §7 "Payments and debt"): the payment menu's roles read
 * the lists and details; only accounting (the accountant and the accounting controller) moves
 * money, as the transaction and receivable workflows say (pay_first, settle).
 */
export const PAYMENTS_ACCESS = {
  read: MENU_ACCESS.payment,
  pay: [FUNDER_ACCOUNTING],
} as const satisfies Record<string, Access>;
