import { type Access, AREA_ACCESS, MENU_ACCESS } from '../permissions.ts';

/**
 * The homes' figures: whoever opens the funder home (every funder role has a section, home.ts);
 * a partner (and a DOITAC_NCC account, which is one) reads its own home.
 */
export const HOME_ACCESS = {
  funder: MENU_ACCESS.home,
  partner: AREA_ACCESS.partner,
} as const satisfies Record<string, Access>;
