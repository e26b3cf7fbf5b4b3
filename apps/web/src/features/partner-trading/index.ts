import { MODULE_TEXTS } from '@arflow/domain/modules/texts';
import { defineWebModule } from '../../shared/module/web-module.ts';

const pages = () => import('./TradingPages.tsx');

/** The funder's trading with its partners (spec §2 partner-trading and table-partner; decision 0109). */
export const partnerTradingModule = defineWebModule({
  name: 'partner-trading',
  owns: /^\/fun\/partner-trading(\/table-partner)?$/,
  pages: [
    { screen: '/fun/partner-trading', load: () => pages().then((m) => ({ default: m.PartnerTradingPage })) },
    {
      screen: '/fun/partner-trading/table-partner',
      load: () => pages().then((m) => ({ default: m.PartnerTablePage })),
    },
  ],
  texts: { ns: 'partnerTrading', ...MODULE_TEXTS.partnerTrading },
});
