import { MODULE_TEXTS } from '@arflow/domain/modules/texts';
import { defineWebModule } from '../../shared/module/web-module.ts';

/** Buyers on the funder side (spec §2 fun/buyer): list, new, detail; credit screens are the credit module's. */
export const buyersModule = defineWebModule({
  name: 'buyers',
  owns: /^\/fun\/buyer\/(list|new|:id)$/,
  pages: [
    { screen: '/fun/buyer/list', load: () => import('./BuyerListPage.tsx') },
    { screen: '/fun/buyer/new', load: () => import('./BuyerNewPage.tsx') },
    { screen: '/fun/buyer/:id', load: () => import('./BuyerDetailPage.tsx') },
  ],
  texts: { ns: 'buyers', ...MODULE_TEXTS.buyers },
});
