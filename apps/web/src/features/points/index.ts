import { MODULE_TEXTS } from '@arflow/domain/modules/texts';
import { defineWebModule } from '../../shared/module/web-module.ts';

/** Points and vouchers (spec §2): the funder's scheme and requests, the buyer's redeem-point screen. */
export const pointsModule = defineWebModule({
  name: 'points',
  owns: /^\/(fun\/point|buy\/setup\/redeem-point)$/,
  pages: [
    { screen: '/fun/point', frame: 'portal', load: () => import('./FunderPointsPage.tsx') },
    { screen: '/buy/setup/redeem-point', frame: 'portal', load: () => import('./RedeemPointPage.tsx') },
  ],
  texts: { ns: 'points', ...MODULE_TEXTS.points },
});
