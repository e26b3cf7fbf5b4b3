import { MODULE_TEXTS } from '@arflow/domain/modules/texts';
import { defineWebModule } from '../../shared/module/web-module.ts';

const history = () => import('./LendingHistoryPages.tsx');

/**
 * The lending service (spec §2, §7): the lending partner's loans (list, add, detail with its
 * schedule, extensions, slips and timeline, extension history; the transaction history with each
 * period's interest accrued and paid) and the funder's partner-payment
 * lending lists, whose loan opens in a drawer (`?lending=<id>`): the spec names no funder loan screen.
 */
export const lendingModule = defineWebModule({
  name: 'lending',
  owns: /^\/partner\/lending-service\/|^\/fun\/partner-payment\/lending\/Lending(Service|ConfirmationNotice|SettlementNotice|ExtentioinEdit|ExtentionEditView)$/,
  pages: [
    {
      screen: '/partner/lending-service/lending-management',
      load: () => import('./LendingListPage.tsx').then((m) => ({ default: m.PartnerLendingPage })),
    },
    {
      screen: '/partner/lending-service/lending-management/add-lending',
      load: () => import('./LendingAddPage.tsx'),
    },
    {
      screen: '/partner/lending-service/lending-management/LendingExtensionHistory',
      load: () => import('./LendingListPage.tsx').then((m) => ({ default: m.ExtensionHistoryPage })),
    },
    { screen: '/partner/lending-service/lending-management/:id', load: () => import('./LendingDetail.tsx') },
    {
      screen: '/partner/lending-service/transaction-history',
      load: () => history().then((m) => ({ default: m.LendingHistoryPage })),
    },
    {
      screen: '/partner/lending-service/transaction-history/:infolending',
      load: () => history().then((m) => ({ default: m.LendingHistoryDetailPage })),
    },
    {
      screen: '/fun/partner-payment/lending/LendingService',
      load: () => import('./LendingListPage.tsx').then((m) => ({ default: m.FunderLendingPage })),
    },
    {
      screen: '/fun/partner-payment/lending/LendingConfirmationNotice',
      load: () => import('./LendingListPage.tsx').then((m) => ({ default: m.ConfirmationNoticePage })),
    },
    {
      screen: '/fun/partner-payment/lending/LendingExtentioinEdit',
      load: () => import('./ExtensionPages.tsx').then((m) => ({ default: m.ExtensionEditPage })),
    },
    {
      screen: '/fun/partner-payment/lending/LendingExtentionEditView',
      load: () => import('./ExtensionPages.tsx').then((m) => ({ default: m.ExtensionViewPage })),
    },
    {
      screen: '/fun/partner-payment/lending/LendingSettlementNotice',
      load: () => import('./LendingListPage.tsx').then((m) => ({ default: m.SettlementNoticePage })),
    },
  ],
  texts: { ns: 'lending', ...MODULE_TEXTS.lending },
});
