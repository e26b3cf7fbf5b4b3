import type { ServerModule } from '../platform/modules/module.ts';
import {
  appendicesModule,
  appendixActionsModule,
  appendixPartnerModule,
} from './appendices/appendices.module.ts';
import { appraisalModule } from './appraisal/appraisal.module.ts';
import { authModule } from './auth/auth.module.ts';
import { buyerTransactionsModule } from './buyer-transactions/buyer-transactions.module.ts';
import { buyersModule } from './buyers/buyers.module.ts';
import { categoryBusinessModule } from './category-business/category-business.module.ts';
import { collectionsModule } from './collections/collections.module.ts';
import { companyInfoModule } from './company-info/company-info.module.ts';
import { contractActionsModule, contractsModule } from './contracts/contracts.module.ts';
import { coordinationModule } from './coordination/coordination.module.ts';
import { creditBuyerModule } from './credit-buyer/credit-buyer.module.ts';
import { creditSupplierModule } from './credit-supplier/credit-supplier.module.ts';
import { custodyModule } from './custody/custody.module.ts';
import { debtLifecycleModule } from './debt-lifecycle/debt-lifecycle.module.ts';
import { devMailboxModule } from './dev-mailbox/dev-mailbox.module.ts';
import { documentsModule } from './documents/documents.module.ts';
import { earlyRatesModule } from './early-rates/early-rates.module.ts';
import { eligibilityModule } from './eligibility/eligibility.module.ts';
import { filesModule } from './files/files.module.ts';
import { forgotModule } from './forgot/forgot.module.ts';
import { funderTransactionsModule } from './funder-transactions/funder-transactions.module.ts';
import { holidaysModule } from './holidays/holidays.module.ts';
import { homeModule } from './home/home.module.ts';
import { integrationModule } from './integration/integration.module.ts';
import { joinModule } from './join/join.module.ts';
import {
  buyerLegalRecordsModule,
  partnerLegalRecordsModule,
  supplierLegalRecordsModule,
} from './legal-records/legal-records.module.ts';
import { lendingModule } from './lending/lending.module.ts';
import { lendingPacksModule } from './lending-packs/lending-packs.module.ts';
import { membersModule } from './members/members.module.ts';
import { organisationModule } from './organisation/organisation.module.ts';
import { partnerTradingModule } from './partner-trading/partner-trading.module.ts';
import { partnersModule } from './partners/partners.module.ts';
import { paymentsModule } from './payments/payments.module.ts';
import { performanceModule } from './performance/performance.module.ts';
import { pipelineModule } from './pipeline/pipeline.module.ts';
import { pointsModule } from './points/points.module.ts';
import { programmeModule } from './programme/programme.module.ts';
import { debtConfirmationsModule, receivablesModule } from './receivables/receivables.module.ts';
import { reportsModule } from './reports/reports.module.ts';
import { requestTransactionModule } from './request-transaction/request-transaction.module.ts';
import { sampleModule } from './sample/sample.module.ts';
import { savingsModule } from './savings/savings.module.ts';
import { signingActionsModule, signingModule } from './signing/signing.module.ts';
import { ssoModule } from './sso/sso.module.ts';
import { supplierHomeModule } from './supplier-home/supplier-home.module.ts';
import { suppliersModule } from './suppliers/suppliers.module.ts';
import { transactionChangeModule } from './transaction-change/transaction-change.module.ts';
import { usersModule } from './users/users.module.ts';

/** Every business module of the server, one line each; the app, the seed and tests read this list. */
export const MODULES: readonly ServerModule[] = [
  authModule,
  usersModule,
  joinModule,
  forgotModule,
  sampleModule,
  filesModule,
  documentsModule,
  buyersModule,
  suppliersModule,
  partnersModule,
  pipelineModule,
  buyerLegalRecordsModule,
  supplierLegalRecordsModule,
  partnerLegalRecordsModule,
  appraisalModule,
  organisationModule,
  membersModule,
  companyInfoModule,
  creditSupplierModule,
  creditBuyerModule,
  categoryBusinessModule,
  eligibilityModule,
  earlyRatesModule,
  holidaysModule,
  debtLifecycleModule,
  integrationModule,
  collectionsModule,
  requestTransactionModule,
  funderTransactionsModule,
  coordinationModule,
  paymentsModule,
  buyerTransactionsModule,
  transactionChangeModule,
  receivablesModule,
  supplierHomeModule,
  debtConfirmationsModule,
  devMailboxModule,
  signingModule,
  signingActionsModule,
  appendicesModule,
  appendixPartnerModule,
  appendixActionsModule,
  contractsModule,
  contractActionsModule,
  homeModule,
  reportsModule,
  lendingModule,
  custodyModule,
  partnerTradingModule,
  pointsModule,
  savingsModule,
  programmeModule,
  lendingPacksModule,
  performanceModule,
  ssoModule,
];
