import { type Access, MENU_ACCESS } from '../permissions.ts';

/**
 * Who may call the holiday calendar's routes: the internal-settings roles read it (its screen
 * sits in that menu group); only the funder's administrators change it, as every date rule of
 * the portfolio depends on it.
 */
export const HOLIDAYS_ACCESS = {
  read: MENU_ACCESS.internalSettings,
  write: [{ enterprises: ['FUNDER'], roles: ['MASTER', 'SUBMASTER'] }],
} as const satisfies Record<string, Access>;
