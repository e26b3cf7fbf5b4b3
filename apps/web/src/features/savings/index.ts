import { MODULE_TEXTS } from '@arflow/domain/modules/texts';
import { defineWebModule } from '../../shared/module/web-module.ts';

const at = (path: string) => `/fun/savesting-packs-management${path}`;

/**
 * Savings packs (spec §2 tichluy and savesting-packs-management; decision 0107). The server, its
 * money and journal have landed; the membership classes and the member list are built, the other
 * eleven screens show the bilingual being-built page until theirs land here.
 */
export const savingsModule = defineWebModule({
  name: 'savings',
  owns: /^\/fun\/savesting-packs-management\/(membership-class|member-list)$/,
  pages: [
    {
      screen: at('/membership-class'),
      frame: 'portal',
      load: () => import('./ListPages.tsx').then((m) => ({ default: m.MembershipClassPage })),
    },
    {
      screen: at('/member-list'),
      frame: 'portal',
      load: () => import('./ListPages.tsx').then((m) => ({ default: m.MemberListPage })),
    },
  ],
  texts: { ns: 'savings', ...MODULE_TEXTS.savings },
});
