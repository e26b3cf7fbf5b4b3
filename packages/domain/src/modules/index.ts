import { appendicesDomain } from './appendices/index.ts';
import { businessDateDomain } from './business-date/index.ts';
import { categoryBusinessDomain } from './category-business/index.ts';
import { contractsDomain } from './contracts/index.ts';
import { creditBuyerDomain } from './credit-buyer/index.ts';
import { creditSupplierDomain } from './credit-supplier/index.ts';
import { devMailboxDomain } from './dev-mailbox/index.ts';
import { earlyRatesDomain } from './early-rates/index.ts';
import { funderTransactionsDomain } from './funder-transactions/index.ts';
import { holidaysDomain } from './holidays/index.ts';
import { legalRecordsDomain } from './legal-records/index.ts';
import { organisationDomain } from './organisation/index.ts';
import { paymentsDomain } from './payments/index.ts';
import { receivablesDomain } from './receivables/index.ts';
import { requestTransactionDomain } from './request-transaction/index.ts';
import { sampleDomain } from './sample/index.ts';
import { signingDomain } from './signing/index.ts';
import { suppliersDomain } from './suppliers/index.ts';
import { usersDomain } from './users/index.ts';

/**
 * Every business area that owns errors, screens or menu lines, one line each: the error catalogue (errors.ts), the
 * screens (screens.ts) and the menus (menus.ts) gather what each declares in its folder
 * (docs/architecture.md "Adding a module"). Its place here orders nothing but the error codes.
 */
export const DOMAIN_MODULES = [
  appendicesDomain,
  businessDateDomain,
  categoryBusinessDomain,
  contractsDomain,
  creditBuyerDomain,
  creditSupplierDomain,
  devMailboxDomain,
  earlyRatesDomain,
  funderTransactionsDomain,
  holidaysDomain,
  legalRecordsDomain,
  organisationDomain,
  paymentsDomain,
  receivablesDomain,
  requestTransactionDomain,
  sampleDomain,
  signingDomain,
  suppliersDomain,
  usersDomain,
] as const;
