import { type Access, anyOf, MENU_ACCESS } from '../permissions.ts';
import {
  FUNDER_ACCOUNTING,
  FUNDER_APPROVERS,
  PARTNER_APPROVERS,
  PARTNER_USERS,
} from '../workflows/actors.ts';
import { PARTNER_READERS } from './clients.ts';

/**
 * Who may call the lending routes. A partner reaches only its own loans (the company scope and
 * row security); the funder's partner staff and the partner-payment roles of spec §6 read every
 * loan. The write routes let in every role some rule of LENDING_WORKFLOW names; the workflow then
 * decides by status and role.
 */
export const LENDING_ACCESS = {
  /** A partner's own lending: the partner itself, funder partner staff and partner payments. */
  read: anyOf(PARTNER_USERS, PARTNER_READERS, MENU_ACCESS.partnerPayment),
  /** The funder's partner-payment lending lists (spec §6 partner payment). */
  funder: MENU_ACCESS.partnerPayment,
  /** Adding a loan: who the workflow's `request` rule names (the partner's approvers, not its inputter). */
  add: PARTNER_APPROVERS,
  /** Actions and slips: the partner's users, the funder's approvers and accounting. */
  act: [...PARTNER_USERS, FUNDER_APPROVERS, FUNDER_ACCOUNTING],
} as const satisfies Record<string, Access>;
