import { MODULE_TEXTS } from '@arflow/domain/modules/texts';
import { defineWebModule } from '../../shared/module/web-module.ts';

/** Setup pages of every portal: the own company's information and bank accounts (spec §2). */
export const companyInfoModule = defineWebModule({
  name: 'company-info',
  owns: /^\/((buy|sup|indsup|partner)\/setup\/company-info|partner\/setup\/bank-info|fun\/profile\/(company-info|bank-info(\/.*)?))$/,
  pages: [
    { screen: '/buy/setup/company-info', load: () => import('./CompanyInfoPage.tsx') },
    { screen: '/sup/setup/company-info', load: () => import('./CompanyInfoPage.tsx') },
    { screen: '/indsup/setup/company-info', load: () => import('./CompanyInfoPage.tsx') },
    { screen: '/partner/setup/company-info', load: () => import('./CompanyInfoPage.tsx') },
    { screen: '/fun/profile/company-info', load: () => import('./FunderProfilePage.tsx') },
    { screen: '/partner/setup/bank-info', load: () => import('./BankInfoPage.tsx') },
    { screen: '/fun/profile/bank-info', load: () => import('./BankInfoPage.tsx') },
    { screen: '/fun/profile/bank-info/add', load: () => import('./BankFormPage.tsx') },
    { screen: '/fun/profile/bank-info/:id', load: () => import('./BankFormPage.tsx') },
  ],
  texts: { ns: 'companyInfo', ...MODULE_TEXTS.companyInfo },
});
