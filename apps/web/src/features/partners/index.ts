import { MODULE_TEXTS } from '@arflow/domain/modules/texts';
import { defineWebModule } from '../../shared/module/web-module.ts';

/** Partners on the funder's side (spec §2 partner/corporate, partner/person, partner/individual). */
export const partnersModule = defineWebModule({
  name: 'partners',
  owns: '/fun/partner',
  pages: [
    {
      screen: '/fun/partner/corporate/list',
      load: () => import('./PartnerListPage.tsx').then((m) => ({ default: m.CorporateListPage })),
    },
    {
      screen: '/fun/partner/corporate/new',
      load: () => import('./PartnerNewPage.tsx').then((m) => ({ default: m.CorporateNewPage })),
    },
    {
      screen: '/fun/partner/corporate/:id',
      load: () => import('./PartnerDetailPage.tsx').then((m) => ({ default: m.CorporateDetailPage })),
    },
    {
      screen: '/fun/partner/corporate/setup',
      load: () => import('./SetupListPage.tsx').then((m) => ({ default: m.CorporateSetupListPage })),
    },
    { screen: '/fun/partner/corporate/setup/:id', load: () => import('./SetupDetailPage.tsx') },
    {
      screen: '/fun/partner/person/list',
      load: () => import('./PartnerListPage.tsx').then((m) => ({ default: m.PersonListPage })),
    },
    {
      screen: '/fun/partner/person/new',
      load: () => import('./PartnerNewPage.tsx').then((m) => ({ default: m.PersonNewPage })),
    },
    {
      screen: '/fun/partner/person/:id',
      load: () => import('./PartnerDetailPage.tsx').then((m) => ({ default: m.PersonDetailPage })),
    },
    {
      screen: '/fun/partner/person/setup',
      load: () => import('./SetupListPage.tsx').then((m) => ({ default: m.PersonSetupListPage })),
    },
    { screen: '/fun/partner/person/setup/:id', load: () => import('./SetupDetailPage.tsx') },
    {
      screen: '/fun/partner/individual/setup',
      load: () => import('./SetupListPage.tsx').then((m) => ({ default: m.IndividualSetupListPage })),
    },
    { screen: '/fun/partner/individual/setup/:id', load: () => import('./SetupDetailPage.tsx') },
  ],
  texts: { ns: 'partners', ...MODULE_TEXTS.partners },
});
