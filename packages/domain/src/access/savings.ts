import { type Access, MENU_ACCESS } from '../permissions.ts';

/**
 * Savings packs (spec §6 "Savings packs: MASTER, SUBMASTER"; decision 0107): the funder's MASTER
 * and SUBMASTER read and run every savings call; nobody else, company users included, sees them.
 */
export const SAVINGS_ACCESS = {
  read: MENU_ACCESS.savingsPacks,
  write: MENU_ACCESS.savingsPacks,
} as const satisfies Record<string, Access>;
