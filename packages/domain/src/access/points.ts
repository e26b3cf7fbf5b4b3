import { type Access, AREA_ACCESS, MENU_ACCESS } from '../permissions.ts';

/**
 * Points and vouchers (spec §2 /fun/point and the buyer's setup/redeem-point, decision 0100): the
 * funder's points administrators (MENU_ACCESS.points) keep the scheme and answer the requests; a
 * buyer reads its own points and the catalogue and asks for a voucher.
 */
export const POINTS_ACCESS = {
  read: [...MENU_ACCESS.points, ...AREA_ACCESS.buy],
  manage: MENU_ACCESS.points,
  redeem: AREA_ACCESS.buy,
} as const satisfies Record<string, Access>;
