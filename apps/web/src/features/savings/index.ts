import { MODULE_TEXTS } from '@arflow/domain/modules/texts';
import type { PageLoader } from '../../shared/module/web-module.ts';
import { defineWebModule } from '../../shared/module/web-module.ts';
import type { SavingsListName } from './list-names.ts';

const at = (path: string) => `/fun/savesting-packs-management${path}`;
const tichluy = (path: string) => `/fun/tichluy${path}`;
/** A screen of lists.tsx, by its declaration's name (the lists share one chunk). */
const list =
  (name: SavingsListName): PageLoader =>
  () =>
    import('./lists.tsx').then((m) => ({ default: m.SAVINGS_LISTS[name] }));

/**
 * Savings packs (spec §2 tichluy and savesting-packs-management; decisions 0107, 0113), and their
 * sources and transfers (SourceTranfer, AddSourceTranfer; decision 0117): every screen is built.
 */
export const savingsModule = defineWebModule({
  name: 'savings',
  owns: /^\/fun\/(savesting-packs-management\/(membership-class|member-list|term|non-term)|tichluy\/(SourceTranfer|AddSourceTranfer|ListPackageUnlimited(\/(Member|Commission)\/:id\?)?|ListPackageLimited(\/Member\/:id\?)?|TransactionHistory|MemberHistory))$/,
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
    { screen: at('/term'), frame: 'portal', load: list('termPacks') },
    { screen: at('/non-term'), frame: 'portal', load: list('nonTermPacks') },
    { screen: tichluy('/ListPackageUnlimited'), frame: 'portal', load: list('unlimitedPacks') },
    { screen: tichluy('/ListPackageUnlimited/Member/:id?'), frame: 'portal', load: list('unlimitedMembers') },
    { screen: tichluy('/ListPackageUnlimited/Commission/:id?'), frame: 'portal', load: list('commission') },
    { screen: tichluy('/ListPackageLimited'), frame: 'portal', load: list('limitedPacks') },
    { screen: tichluy('/ListPackageLimited/Member/:id?'), frame: 'portal', load: list('limitedMembers') },
    { screen: tichluy('/TransactionHistory'), frame: 'portal', load: list('transactions') },
    { screen: tichluy('/MemberHistory'), frame: 'portal', load: list('memberHistory') },
    { screen: tichluy('/SourceTranfer'), frame: 'portal', load: list('transfers') },
    { screen: tichluy('/AddSourceTranfer'), frame: 'portal', load: () => import('./AddTransferPage.tsx') },
  ],
  texts: { ns: 'savings', ...MODULE_TEXTS.savings },
});
