import type { EnterpriseCode } from './enterprises.ts';
import { FUNDER_ROLES, FUNDER_STAFF_ROLES, OTHER_ROLES, type Role } from './roles.ts';
import type { Actor } from './session.ts';

/**
 * Who may use a screen, a menu entry or an API route.
 * - 'public': anyone, signed in or not;
 * - 'authenticated': any signed-in user of any enterprise type;
 * - a list of grants: a signed-in user matching at least one grant (enterprise type, and role
 *   when the grant lists roles).
 */
export type Access = 'public' | 'authenticated' | readonly Grant[];
export interface Grant {
  enterprises: readonly EnterpriseCode[];
  roles?: readonly Role[];
}

export function allows(access: Access, actor: Actor | null | undefined): boolean {
  if (access === 'public') return true;
  if (!actor) return false;
  if (access === 'authenticated') return true;
  return access.some(
    (g) => g.enterprises.includes(actor.enterprise_code) && (!g.roles || g.roles.includes(actor.role_id)),
  );
}

/** Union of accesses: allowed when any of them allows. */
export function anyOf(...accesses: readonly Access[]): Access {
  if (accesses.includes('public')) return 'public';
  if (accesses.includes('authenticated')) return 'authenticated';
  return accesses.flatMap((a) => a as readonly Grant[]);
}

// The PERMISSIONS table (every menu entry and every API route → Access) is below.

export const FUNDER_STAFF_EXCEPT_VIEWER: Grant = { enterprises: ['FUNDER'], roles: FUNDER_STAFF_ROLES };
/** Every user of a client company (any role): buyers, suppliers, individual suppliers, partners. */
export const COMPANY_USERS: Grant = {
  enterprises: ['BUYER', 'SUPPLIER', 'INDSUPPLIER', 'PARTNER', 'DOITAC_NCC'],
  roles: OTHER_ROLES,
};

const funder = (...roles: Role[]): readonly Grant[] => [{ enterprises: ['FUNDER'], roles }];
const NOT_ACCOUNTING = FUNDER_ROLES.filter((r) => r !== 'ACC_CONTROLER' && r !== 'ACCOUNTANT');
const ALL_FUNDER: readonly Grant[] = [{ enterprises: ['FUNDER'] }];

/**
 * Funder menu visibility, one entry per menu entry of spec §6 "Funder menu visibility".
 * Screens and API routes reuse these so that a menu entry, its screens and its calls agree.
 * "All roles" means every funder role; the exceptions the spec lists below a line are entries of
 * their own here (e.g. profileFollowKpi inside profile).
 */
export const MENU_ACCESS = {
  // Spec §6 lists ten roles; the collection roles have a home of their own since issue 22 (their
  // overdue and bad debt by days late), as they have the collection menu (decision 0079).
  home: funder(...FUNDER_ROLES),
  client: funder(...NOT_ACCOUNTING),
  partner: funder(...NOT_ACCOUNTING),
  credit: funder(...NOT_ACCOUNTING),
  partnerSetup: funder(...NOT_ACCOUNTING),
  transactions: ALL_FUNDER,
  teamSetting: ALL_FUNDER,
  programmeSetting: ALL_FUNDER,
  summaryInfo: ALL_FUNDER,
  profile: ALL_FUNDER,
  payment: funder('MASTER', 'SUBMASTER', 'ACC_CONTROLER', 'ACCOUNTANT', 'VIEWER'),
  partnerPayment: funder('MASTER', 'SUBMASTER', 'ACC_CONTROLER', 'ACCOUNTANT', 'VIEWER'),
  // Spec §6 lists the accounting roles; the collection roles exist for this menu (spec §6 role
  // pick-list "collection"), so they see it too (issue 12: screens for COLLECTION_MANAGER, COLLECTOR).
  collection: funder(
    'MASTER',
    'SUBMASTER',
    'ACC_CONTROLER',
    'ACCOUNTANT',
    'COLLECTION_MANAGER',
    'COLLECTOR',
    'VIEWER',
  ),
  documentStorage: ALL_FUNDER,
  reports: funder('MASTER', 'SUBMASTER', 'ACCOUNTANT', 'ACC_CONTROLER'),
  reportClientPartner: funder('MASTER', 'SUBMASTER'),
  savingsPacks: funder('MASTER', 'SUBMASTER'),
  efficiency: funder('MASTER', 'SUBMASTER', 'CA_SENIOR', 'CA_MANAGER'),
  efficiencyCustomerRelation: funder('MASTER', 'SUBMASTER'),
  efficiencyExpertise: funder('MASTER', 'SUBMASTER', 'CA_SENIOR', 'CA_MANAGER'),
  efficiencyFollowKpi: funder('CRM_SENIOR', 'CRM'),
  creditRating: funder('MASTER', 'SUBMASTER', 'CA_MANAGER'),
  internalSettings: funder('MASTER', 'SUBMASTER', 'ACC_CONTROLER', 'ACCOUNTANT'),
  internalCommission: funder('MASTER', 'SUBMASTER', 'ACC_CONTROLER', 'ACCOUNTANT'),
  internalKpi: funder('MASTER', 'SUBMASTER'),
  partnerTrading: funder('MASTER', 'SUBMASTER', 'CA_MANAGER', 'ACC_CONTROLER', 'ACCOUNTANT'),
  profileFollowKpi: funder('CA_MANAGER', 'CA_SENIOR', 'CREDIT_OFFICER'),
  // Not in spec §6: points and vouchers are settings of the loyalty scheme, kept with savings packs.
  points: funder('MASTER', 'SUBMASTER'),
} as const satisfies Record<string, Access>;
export type MenuAccessKey = keyof typeof MENU_ACCESS;

/** Access of the other areas (spec §2, §6): by enterprise type, every role of it. */
export const AREA_ACCESS = {
  buy: [{ enterprises: ['BUYER'] }],
  sup: [{ enterprises: ['SUPPLIER'] }],
  // A DOITAC_NCC account is an individual supplier that is also a partner.
  indsup: [{ enterprises: ['INDSUPPLIER', 'DOITAC_NCC'] }],
  partner: [{ enterprises: ['PARTNER', 'DOITAC_NCC'] }],
} as const satisfies Record<string, Access>;

/**
 * Permissions of the platform's own API routes (auth, account). A business module declares its
 * routes' permissions in its own file (`access/<area>.ts`, e.g. SAMPLE_ACCESS); every server
 * route states one next to its path (`config: { access: SAMPLE_ACCESS.write }`) and the server
 * refuses to start with a route that has none.
 */
export const API_ACCESS = {
  public: 'public',
  self: 'authenticated',
  'auth.login': 'public',
  /** Username availability while registering. */
  'user.check': 'public',
  /** An invitee checks their invitation link and registers with it (no account to sign in yet). */
  'auth.join': 'public',
  /** A user who forgot their password asks a link by e-mail and sets a new one with it. */
  'auth.forgot': 'public',
  /** Single sign-on: how the portal signs in, and the provider's sign-in step (platform/oidc). */
  'auth.sso': 'public',
  /** Rotate the embedded provider's signing key (the previous one still verifies). */
  'auth.sso.keys': [{ enterprises: ['FUNDER'], roles: ['MASTER'] }],
  /** Activate or deactivate a user account (spec §7 /user/active, /user/disable). */
  'user.status': [{ enterprises: ['FUNDER'], roles: ['MASTER', 'SUBMASTER'] }],
} as const satisfies Record<string, Access>;
export type ApiAccessKey = keyof typeof API_ACCESS;
