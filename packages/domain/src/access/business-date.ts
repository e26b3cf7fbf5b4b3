import { type Access, MENU_ACCESS } from '../permissions.ts';

/**
 * The business clock: the internal-settings roles see the business date; only the funder's
 * master administrator moves it, since every receivable's status and penal interest follow it.
 */
export const BUSINESS_DATE_ACCESS = {
  read: MENU_ACCESS.internalSettings,
  write: [{ enterprises: ['FUNDER'], roles: ['MASTER'] }],
} as const satisfies Record<string, Access>;
