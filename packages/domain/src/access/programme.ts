import { type Access, MENU_ACCESS } from '../permissions.ts';
import { FUNDER_PROGRAMME } from '../workflows/actors.ts';

/**
 * Programme setting (spec §2 program-setup, §6 "programme setting: all roles"): every funder role
 * reads the programme, its prices, promotions and investment orders; promotions are set up,
 * deleted and stopped by the administrators, as the promotion workflow says (decision 0099).
 */
export const PROGRAMME_ACCESS = {
  read: MENU_ACCESS.programmeSetting,
  write: [FUNDER_PROGRAMME],
} as const satisfies Record<string, Access>;
