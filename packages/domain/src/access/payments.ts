import { type Access, AREA_ACCESS, MENU_ACCESS } from '../permissions.ts';
import { FUNDER_ACCOUNTING } from '../workflows/actors.ts';

/**
 * Payments (spec §2 funder "payment" menu, §7 "Payments and debt"): the payment menu's roles read
 * the lists and details; only accounting (the accountant and the accounting controller) moves
 * money, as the transaction and receivable workflows say (pay_first, settle).
 */
export const PAYMENTS_ACCESS = {
  read: MENU_ACCESS.payment,
  pay: [FUNDER_ACCOUNTING],
  /** A supplier's announcements of its own payments and overdue debts (spec §7). */
  announcements: [...AREA_ACCESS.sup, ...AREA_ACCESS.indsup],
} as const satisfies Record<string, Access>;
