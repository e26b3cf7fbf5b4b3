import { type Access, MENU_ACCESS } from '../permissions.ts';
import { FUNDER_ADMINS } from './users.ts';

/** Departments, teams, the CA pool and the CRM team assignment (spec §7 "CA assignment and teams"). */
export const ORGANISATION_ACCESS = {
  /** Screens part/team-setting and part/ca-user: every funder role reads. */
  read: MENU_ACCESS.teamSetting,
  write: [FUNDER_ADMINS],
  /** The CA pool is also run by the CA manager. */
  caWrite: [FUNDER_ADMINS, { enterprises: ['FUNDER'], roles: ['CA_MANAGER'] }],
  /** Handing buyers and suppliers to CRM users: the admins and the CRM senior (team head). */
  crmRead: MENU_ACCESS.client,
  crmWrite: [FUNDER_ADMINS, { enterprises: ['FUNDER'], roles: ['CRM_SENIOR'] }],
} as const satisfies Record<string, Access>;
