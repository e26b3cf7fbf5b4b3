import { type Access, MENU_ACCESS } from '../permissions.ts';

/** The funder's partner trading (spec §6 "Partner trading": MASTER, SUBMASTER, CA_MANAGER, ACC_CONTROLER, ACCOUNTANT). */
export const PARTNER_TRADING_ACCESS = {
  read: MENU_ACCESS.partnerTrading,
} as const satisfies Record<string, Access>;
