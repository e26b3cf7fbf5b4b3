import { MODULE_TEXTS } from '@arflow/domain/modules/texts';
import { defineWebModule } from '../../shared/module/web-module.ts';

/**
 * Referral appendices (spec §3, §4): the partner's at its referral programme
 * (/partner/referral-coordination/program-config, where the spec's list-referral-appendix call
 * belongs), every partner's for the funder at partner payment → referral coordination. The
 * detail opens in a drawer (`?appendix=<id>`): the spec names no appendix screen of its own.
 */
export const appendicesModule = defineWebModule({
  name: 'appendices',
  owns: /^\/partner\/referral-coordination\/program-config$|^\/fun\/partner-payment\/referral\/ReferralCoordination$/,
  pages: [
    {
      screen: '/partner/referral-coordination/program-config',
      load: () => import('./AppendicesPage.tsx').then((m) => ({ default: m.PartnerAppendicesPage })),
    },
    {
      screen: '/fun/partner-payment/referral/ReferralCoordination',
      load: () => import('./AppendicesPage.tsx').then((m) => ({ default: m.FunderAppendicesPage })),
    },
  ],
  texts: { ns: 'appendices', ...MODULE_TEXTS.appendices },
});
