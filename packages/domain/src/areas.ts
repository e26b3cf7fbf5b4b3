import { AREA_PREFIX, type EnterpriseCode } from './enterprises.ts';
import { AREA_ACCESS, allows } from './permissions.ts';
import type { Role } from './roles.ts';
import type { Area } from './screens.ts';
import type { Actor } from './session.ts';

/**
 * Which area a user works in and lands on, apart from the menus: the sign-in page and the guards
 * need these, and importing them from menus.ts would put every menu tree in the portal's first
 * load (docs/architecture.md, first-load budget).
 */
export type PortalArea = Exclude<Area, 'public'>;

const AREA_OF: Record<EnterpriseCode, PortalArea> = {
  FUNDER: 'fun',
  BUYER: 'buy',
  SUPPLIER: 'sup',
  INDSUPPLIER: 'indsup',
  PARTNER: 'partner',
  DOITAC_NCC: 'indsup',
};

/** The area a user of an enterprise type works in (its home area). */
export function areaOf(enterprise: EnterpriseCode): PortalArea {
  return AREA_OF[enterprise];
}

/**
 * Funder roles sent to the buyer list after login (spec §2 "buyer-management roles", set not
 * shown): the customer-relation staff who manage buyers. See docs/decisions.
 */
export const BUYER_MANAGEMENT_ROLES: readonly Role[] = ['CRM_SENIOR', 'CRM'];

/** Where a user lands after login (spec §2). */
export function homePath(actor: Actor): string {
  if (actor.enterprise_code === 'FUNDER') {
    return BUYER_MANAGEMENT_ROLES.includes(actor.role_id) ? '/fun/buyer/list' : '/fun/transactions/progress';
  }
  return `${AREA_PREFIX[actor.enterprise_code]}/home`;
}

/** May this user open screens of this area? Public pages are open to everyone. */
export function canEnterArea(actor: Actor | null | undefined, area: Area): boolean {
  if (area === 'public') return true;
  if (!actor) return false;
  if (area === 'fun') return actor.enterprise_code === 'FUNDER';
  return allows(AREA_ACCESS[area], actor);
}
