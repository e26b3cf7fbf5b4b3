import { accountModule } from './account/index.ts';
import { appendicesModule } from './appendices/index.ts';
import { authModule } from './auth/index.ts';
import { buyerTransactionsModule } from './buyer-transactions/index.ts';
import { buyersModule } from './buyers/index.ts';
import { categoryBusinessModule } from './category-business/index.ts';
import { companyInfoModule } from './company-info/index.ts';
import { coordinationModule } from './coordination/index.ts';
import { creditBuyerModule } from './credit-buyer/index.ts';
import { creditSupplierModule } from './credit-supplier/index.ts';
import { custodyModule } from './custody/index.ts';
import { devMailboxModule } from './dev-mailbox/index.ts';
import { eligibilityModule } from './eligibility/index.ts';
import { forgotModule } from './forgot/index.ts';
import { funderTransactionsModule } from './funder-transactions/index.ts';
import { holidaysModule } from './holidays/index.ts';
import { homeModule } from './home/index.ts';
import { integrationModule } from './integration/index.ts';
import { joinModule } from './join/index.ts';
import { legalRecordsModule } from './legal-records/index.ts';
import { lendingModule } from './lending/index.ts';
import { membersModule } from './members/index.ts';
import { partnerTradingModule } from './partner-trading/index.ts';
import { partnersModule } from './partners/index.ts';
import { paymentsModule } from './payments/index.ts';
import { performanceModule } from './performance/index.ts';
import { pointsModule } from './points/index.ts';
import { programmeModule } from './programme/index.ts';
import { receivablesModule } from './receivables/index.ts';
import { reportsModule } from './reports/index.ts';
import { requestTransactionModule } from './request-transaction/index.ts';
import { sampleModule } from './sample/index.ts';
import { savingsModule } from './savings/index.ts';
import { signingModule } from './signing/index.ts';
import { ssoModule } from './sso/index.ts';
import { supplierHomeModule } from './supplier-home/index.ts';
import { suppliersModule } from './suppliers/index.ts';
import { transactionChangeModule } from './transaction-change/index.ts';

/**
 * Every web module, one line each: the router, the page table and the i18n namespaces and
 * their key types are built from this list (docs/architecture.md "Adding a module").
 */
export const MODULES = [
  authModule,
  accountModule,
  sampleModule,
  buyersModule,
  suppliersModule,
  partnersModule,
  legalRecordsModule,
  membersModule,
  companyInfoModule,
  coordinationModule,
  joinModule,
  forgotModule,
  ssoModule,
  creditSupplierModule,
  creditBuyerModule,
  categoryBusinessModule,
  eligibilityModule,
  holidaysModule,
  requestTransactionModule,
  funderTransactionsModule,
  paymentsModule,
  partnerTradingModule,
  pointsModule,
  savingsModule,
  buyerTransactionsModule,
  transactionChangeModule,
  receivablesModule,
  supplierHomeModule,
  devMailboxModule,
  signingModule,
  integrationModule,
  homeModule,
  appendicesModule,
  lendingModule,
  reportsModule,
  custodyModule,
  programmeModule,
  performanceModule,
] as const;
