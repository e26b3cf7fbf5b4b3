import { MODULE_TEXTS } from '@arflow/domain/modules/texts';
import { defineWebModule } from '../../shared/module/web-module.ts';

const at = (path: string) => `/fun/program-setup${path}`;

/** Programme setting (spec §2 program-setup): approval, prices, promotions, lending packs and investment orders. */
export const programmeModule = defineWebModule({
  name: 'programme',
  // The lending packs too since decision 0108.
  owns: /^\/fun\/program-setup\/(approval|price|promotion(\/.+)?|lending-pack(\/.+)?|invest-order)$/,
  pages: [
    { screen: at('/approval'), frame: 'portal', load: () => import('./ApprovalPage.tsx') },
    { screen: at('/price'), frame: 'portal', load: () => import('./PricePage.tsx') },
    {
      screen: at('/promotion'),
      frame: 'portal',
      load: () => import('./ListPages.tsx').then((m) => ({ default: m.PromotionListPage })),
    },
    { screen: at('/promotion/add'), frame: 'portal', load: () => import('./PromotionAddPage.tsx') },
    { screen: at('/promotion/:id'), frame: 'portal', load: () => import('./PromotionDetailPage.tsx') },
    { screen: at('/lending-pack'), frame: 'portal', load: () => import('./LendingPackListPage.tsx') },
    {
      screen: at('/lending-pack/detail-pack'),
      frame: 'portal',
      load: () => import('./ListPages.tsx').then((m) => ({ default: m.LendingPackRatingsPage })),
    },
    { screen: at('/lending-pack/:id'), frame: 'portal', load: () => import('./LendingPackDetailPage.tsx') },
    {
      screen: at('/invest-order'),
      frame: 'portal',
      load: () => import('./ListPages.tsx').then((m) => ({ default: m.InvestOrderPage })),
    },
  ],
  texts: { ns: 'programme', ...MODULE_TEXTS.programme },
});
