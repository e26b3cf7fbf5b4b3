import { appendicesDomain } from './appendices/index.ts';
import { appraisalDomain } from './appraisal/index.ts';
import { businessDateDomain } from './business-date/index.ts';
import { buyerTransactionsDomain } from './buyer-transactions/index.ts';
import { buyersDomain } from './buyers/index.ts';
import { categoryBusinessDomain } from './category-business/index.ts';
import { collectionsDomain } from './collections/index.ts';
import { companyInfoDomain } from './company-info/index.ts';
import { contractsDomain } from './contracts/index.ts';
import { creditBuyerDomain } from './credit-buyer/index.ts';
import { creditSupplierDomain } from './credit-supplier/index.ts';
import { devMailboxDomain } from './dev-mailbox/index.ts';
import { earlyRatesDomain } from './early-rates/index.ts';
import { eligibilityDomain } from './eligibility/index.ts';
import { filesDomain } from './files/index.ts';
import { funderTransactionsDomain } from './funder-transactions/index.ts';
import { holidaysDomain } from './holidays/index.ts';
import { integrationDomain } from './integration/index.ts';
import { legalRecordsDomain } from './legal-records/index.ts';
import { organisationDomain } from './organisation/index.ts';
import { partnersDomain } from './partners/index.ts';
import { paymentsDomain } from './payments/index.ts';
import { receivablesDomain } from './receivables/index.ts';
import { requestTransactionDomain } from './request-transaction/index.ts';
import { sampleDomain } from './sample/index.ts';
import { signingDomain } from './signing/index.ts';
import { suppliersDomain } from './suppliers/index.ts';
import { transactionChangeDomain } from './transaction-change/index.ts';
import { usersDomain } from './users/index.ts';

/**
 * Every business area of the domain package, one line each: the error catalogue (errors.ts), the
 * screens (screens.ts) and the menus (menus.ts) gather what each declares in its folder
 * (docs/architecture.md "Adding a module"). Its place here orders nothing but the error codes.
 */
export const DOMAIN_MODULES = [
  appendicesDomain,
  appraisalDomain,
  businessDateDomain,
  buyerTransactionsDomain,
  buyersDomain,
  categoryBusinessDomain,
  collectionsDomain,
  companyInfoDomain,
  contractsDomain,
  creditBuyerDomain,
  creditSupplierDomain,
  devMailboxDomain,
  earlyRatesDomain,
  eligibilityDomain,
  filesDomain,
  funderTransactionsDomain,
  holidaysDomain,
  integrationDomain,
  legalRecordsDomain,
  organisationDomain,
  partnersDomain,
  paymentsDomain,
  receivablesDomain,
  requestTransactionDomain,
  sampleDomain,
  signingDomain,
  suppliersDomain,
  transactionChangeDomain,
  usersDomain,
] as const;
