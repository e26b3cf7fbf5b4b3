import { MODULE_TEXTS } from '@arflow/domain/modules/texts';
import { defineWebModule } from '../../shared/module/web-module.ts';

/**
 * Members and the funder's organisation (spec §7 "Auth and users", "CA assignment and teams"):
 * the funder's team settings, departments and CA pool, a supplier's own team members.
 */
export const membersModule = defineWebModule({
  name: 'members',
  owns: /^\/(fun\/part\/(team-setting|department|ca-user)|(sup|indsup)\/team-assignment)$/,
  pages: [
    { screen: '/fun/part/team-setting', load: () => import('./TeamSettingPage.tsx') },
    { screen: '/fun/part/department', load: () => import('./DepartmentPage.tsx') },
    { screen: '/fun/part/ca-user', load: () => import('./CaUserPage.tsx') },
    { screen: '/sup/team-assignment', load: () => import('./TeamAssignmentPage.tsx') },
    { screen: '/indsup/team-assignment', load: () => import('./TeamAssignmentPage.tsx') },
  ],
  texts: { ns: 'members', ...MODULE_TEXTS.members },
});
