import { appendicesDomain } from './appendices/index.ts';
import { businessDateDomain } from './business-date/index.ts';
import { categoryBusinessDomain } from './category-business/index.ts';
import { contractsDomain } from './contracts/index.ts';
import { coordinationDomain } from './coordination/index.ts';
import { creditBuyerDomain } from './credit-buyer/index.ts';
import { creditSupplierDomain } from './credit-supplier/index.ts';
import { custodyDomain } from './custody/index.ts';
import { devMailboxDomain } from './dev-mailbox/index.ts';
import { earlyRatesDomain } from './early-rates/index.ts';
import { forgotDomain } from './forgot/index.ts';
import { funderTransactionsDomain } from './funder-transactions/index.ts';
import { holidaysDomain } from './holidays/index.ts';
import { legalRecordsDomain } from './legal-records/index.ts';
import { lendingDomain } from './lending/index.ts';
import { organisationDomain } from './organisation/index.ts';
import { paymentsDomain } from './payments/index.ts';
import { performanceDomain } from './performance/index.ts';
import { pointsDomain } from './points/index.ts';
import { programmeDomain } from './programme/index.ts';
import { receivablesDomain } from './receivables/index.ts';
import { requestTransactionDomain } from './request-transaction/index.ts';
import { sampleDomain } from './sample/index.ts';
import { savingsDomain } from './savings/index.ts';
import { signingDomain } from './signing/index.ts';
import { ssoDomain } from './sso/index.ts';
import { suppliersDomain } from './suppliers/index.ts';
import { usersDomain } from './users/index.ts';

/**
 * The domain's module manifest: every business area that owns errors, screens or menu lines,
 * listed once (docs/architecture.md "Adding a module"). The error catalogue (errors.ts) reads
 * both lists; the screens (screens.ts) and menus (menus.ts) read the first, so the portal's
 * bundle, which imports those, leaves out the modules that own errors only.
 */

/** Modules with screens or menu lines (and errors, if they have an errors.ts). */
export const PORTAL_MODULES = [custodyDomain, devMailboxDomain, holidaysDomain, sampleDomain] as const;

/** Modules that own business errors only. */
export const ERROR_MODULES = [
  appendicesDomain,
  businessDateDomain,
  categoryBusinessDomain,
  contractsDomain,
  coordinationDomain,
  creditBuyerDomain,
  creditSupplierDomain,
  earlyRatesDomain,
  forgotDomain,
  funderTransactionsDomain,
  legalRecordsDomain,
  lendingDomain,
  organisationDomain,
  paymentsDomain,
  pointsDomain,
  programmeDomain,
  performanceDomain,
  receivablesDomain,
  requestTransactionDomain,
  savingsDomain,
  signingDomain,
  ssoDomain,
  suppliersDomain,
  usersDomain,
] as const;
