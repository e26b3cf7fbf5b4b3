import { MODULE_TEXTS } from '@arflow/domain/modules/texts';
import { defineWebModule } from '../../shared/module/web-module.ts';

const notices = () => import('./NoticeManagementPage.tsx');
const funder = () => import('./FunderPages.tsx');
const programs = () => import('./ProgramConfigPage.tsx');

/**
 * Funding, guarantee and referral coordination on the partner's side, and the funder's partner
 * payments (spec §2; decision 0089). The referral programme's appendices are the appendices
 * module's screens.
 */
export const coordinationModule = defineWebModule({
  name: 'coordination',
  owns: /^\/partner\/(funding|guarantee)-coordination\/|^\/partner\/referral-coordination\/(notice-management|transaction-history)$|^\/fun\/partner-payment\/(individual|corporate|(Create|Change)FundingNotice$|funding\/|guarantee\/|referral\/(TerminationNotice|TransactionPaymentNotice)$)/,
  pages: [
    {
      screen: '/partner/funding-coordination/program-config',
      load: () => programs().then((m) => ({ default: m.FundingProgramPage })),
    },
    {
      screen: '/partner/guarantee-coordination/program-config',
      load: () => programs().then((m) => ({ default: m.GuaranteeProgramPage })),
    },
    {
      screen: '/partner/funding-coordination/notice-management',
      load: () => notices().then((m) => ({ default: m.FundingNoticesPage })),
    },
    {
      screen: '/partner/guarantee-coordination/notice-management',
      load: () => notices().then((m) => ({ default: m.GuaranteeNoticesPage })),
    },
    {
      screen: '/partner/referral-coordination/notice-management',
      load: () => notices().then((m) => ({ default: m.ReferralNoticesPage })),
    },
    {
      screen: '/partner/funding-coordination/transaction-history',
      load: () => notices().then((m) => ({ default: m.FundingHistoryPage })),
    },
    {
      screen: '/partner/guarantee-coordination/transaction-history',
      load: () => notices().then((m) => ({ default: m.GuaranteeHistoryPage })),
    },
    {
      screen: '/partner/referral-coordination/transaction-history',
      load: () => notices().then((m) => ({ default: m.ReferralHistoryPage })),
    },
    {
      screen: '/fun/partner-payment/funding/FundingCoordination',
      load: () => funder().then((m) => ({ default: m.FunderFundingPage })),
    },
    {
      screen: '/fun/partner-payment/guarantee/GuaranteeCoordination',
      load: () => funder().then((m) => ({ default: m.FunderGuaranteePage })),
    },
    {
      screen: '/fun/partner-payment/referral/TerminationNotice',
      load: () => funder().then((m) => ({ default: m.TerminationNoticePage })),
    },
    {
      screen: '/fun/partner-payment/referral/TransactionPaymentNotice',
      load: () => funder().then((m) => ({ default: m.TransactionPaymentNoticePage })),
    },
    {
      screen: '/fun/partner-payment/corporate',
      load: () => funder().then((m) => ({ default: m.CorporatePaymentsPage })),
    },
    {
      screen: '/fun/partner-payment/individual',
      load: () => funder().then((m) => ({ default: m.IndividualPaymentsPage })),
    },
    { screen: '/fun/partner-payment/corporate/:id', load: () => import('./PartnerPaymentPage.tsx') },
    { screen: '/fun/partner-payment/individual/:id', load: () => import('./PartnerPaymentPage.tsx') },
    {
      screen: '/fun/partner-payment/CreateFundingNotice',
      load: () => import('./CreateFundingNoticePage.tsx'),
    },
    {
      screen: '/fun/partner-payment/ChangeFundingNotice',
      load: () => import('./ChangeFundingNoticePage.tsx'),
    },
  ],
  texts: { ns: 'coordination', ...MODULE_TEXTS.coordination },
});
