import { SENIOR_ROLES } from '../members.ts';
import { type Access, type Grant, MENU_ACCESS } from '../permissions.ts';
import { CLIENT_EDITORS, CLIENT_READERS, PARTNER_READERS } from './clients.ts';

/** The funder's administrators: they manage every member of every company (spec §6 admin list). */
export const FUNDER_ADMINS: Grant = { enterprises: ['FUNDER'], roles: ['MASTER', 'SUBMASTER'] };
/** Companies with a team-assignment screen (spec §2 /sup and /indsup "team-assignment"). */
const SUPPLIER_AREA = ['SUPPLIER', 'INDSUPPLIER', 'DOITAC_NCC'] as const;
/** A supplier-area company's own administrators: the authorizer, or the individual itself. */
export const SUPPLIER_ADMINS: Grant = {
  enterprises: SUPPLIER_AREA,
  roles: ['AUTHORIZER', 'INDSUPPLIER', 'DOITAC_NCC'],
};

const own = (...enterprises: Grant['enterprises']): Grant => ({ enterprises });
const plus = (a: Access, ...grants: Grant[]): Access => [...(a as readonly Grant[]), ...grants];

/** Who may call the member routes (spec §7 "Auth and users"). Company users see their own company only. */
export const MEMBERS_ACCESS = {
  /** Funder members (screen part/team-setting: every funder role reads). */
  funderRead: MENU_ACCESS.teamSetting,
  funderWrite: [FUNDER_ADMINS],
  /** Supplier members: funder client staff, or the supplier's own users (team-assignment). */
  supplierRead: plus(CLIENT_READERS, own(...SUPPLIER_AREA)),
  /**
   * Adding and editing a client company's members: the funder's admins, the client editors
   * (CRM and the other client-menu roles, spec §6, on the Members tab of a buyer or supplier;
   * never a funder member, see `memberWriteScope`) and a supplier's own administrators.
   */
  supplierWrite: [FUNDER_ADMINS, CLIENT_EDITORS, SUPPLIER_ADMINS],
  buyerRead: plus(CLIENT_READERS, own('BUYER')),
  partnerRead: plus(PARTNER_READERS, own('PARTNER', 'DOITAC_NCC')),
  /** Re-sending an invitation: whoever may add the member. */
  invite: [FUNDER_ADMINS, CLIENT_EDITORS, SUPPLIER_ADMINS],
  /** The suppliers a CRM user is in charge of (POST /user/crm/supplier). */
  crmSuppliers: CLIENT_READERS,
} as const satisfies Record<string, Access>;

/** Account status of users (GET /user/active, /user/disable, /user/active-senior). */
export const USER_STATUS_ACCESS = {
  toggle: [FUNDER_ADMINS],
  senior: [{ enterprises: ['FUNDER'], roles: SENIOR_ROLES }],
} as const satisfies Record<string, Access>;
