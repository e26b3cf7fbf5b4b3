/**
 * Every module's texts (one i18next namespace each, Vietnamese and English), here in the domain so
 * the portal and the server read the same words: the portal loads a namespace with its first page,
 * the server names columns and headers of exported files with it (shared/texts.ts). One line a module.
 */
export const MODULE_TEXTS = {
  appendices: {
    vi: () => import('./appendices/texts/vi.json'),
    en: () => import('./appendices/texts/en.json'),
  },
  buyerTransactions: {
    vi: () => import('./buyer-transactions/texts/vi.json'),
    en: () => import('./buyer-transactions/texts/en.json'),
  },
  buyers: { vi: () => import('./buyers/texts/vi.json'), en: () => import('./buyers/texts/en.json') },
  categoryBusiness: {
    vi: () => import('./category-business/texts/vi.json'),
    en: () => import('./category-business/texts/en.json'),
  },
  companyInfo: {
    vi: () => import('./company-info/texts/vi.json'),
    en: () => import('./company-info/texts/en.json'),
  },
  coordination: {
    vi: () => import('./coordination/texts/vi.json'),
    en: () => import('./coordination/texts/en.json'),
  },
  creditBuyer: {
    vi: () => import('./credit-buyer/texts/vi.json'),
    en: () => import('./credit-buyer/texts/en.json'),
  },
  creditSupplier: {
    vi: () => import('./credit-supplier/texts/vi.json'),
    en: () => import('./credit-supplier/texts/en.json'),
  },
  custody: {
    vi: () => import('./custody/texts/vi.json'),
    en: () => import('./custody/texts/en.json'),
  },
  devMailbox: {
    vi: () => import('./dev-mailbox/texts/vi.json'),
    en: () => import('./dev-mailbox/texts/en.json'),
  },
  eligibility: {
    vi: () => import('./eligibility/texts/vi.json'),
    en: () => import('./eligibility/texts/en.json'),
  },
  forgot: { vi: () => import('./forgot/texts/vi.json'), en: () => import('./forgot/texts/en.json') },
  funderTransactions: {
    vi: () => import('./funder-transactions/texts/vi.json'),
    en: () => import('./funder-transactions/texts/en.json'),
  },
  holidays: { vi: () => import('./holidays/texts/vi.json'), en: () => import('./holidays/texts/en.json') },
  home: { vi: () => import('./home/texts/vi.json'), en: () => import('./home/texts/en.json') },
  integration: {
    vi: () => import('./integration/texts/vi.json'),
    en: () => import('./integration/texts/en.json'),
  },
  join: { vi: () => import('./join/texts/vi.json'), en: () => import('./join/texts/en.json') },
  legalRecords: {
    vi: () => import('./legal-records/texts/vi.json'),
    en: () => import('./legal-records/texts/en.json'),
  },
  members: { vi: () => import('./members/texts/vi.json'), en: () => import('./members/texts/en.json') },
  lending: { vi: () => import('./lending/texts/vi.json'), en: () => import('./lending/texts/en.json') },
  partners: { vi: () => import('./partners/texts/vi.json'), en: () => import('./partners/texts/en.json') },
  partnerTrading: {
    vi: () => import('./partner-trading/texts/vi.json'),
    en: () => import('./partner-trading/texts/en.json'),
  },
  payments: { vi: () => import('./payments/texts/vi.json'), en: () => import('./payments/texts/en.json') },
  points: { vi: () => import('./points/texts/vi.json'), en: () => import('./points/texts/en.json') },
  programme: {
    vi: () => import('./programme/texts/vi.json'),
    en: () => import('./programme/texts/en.json'),
  },
  performance: {
    vi: () => import('./performance/texts/vi.json'),
    en: () => import('./performance/texts/en.json'),
  },
  receivables: {
    vi: () => import('./receivables/texts/vi.json'),
    en: () => import('./receivables/texts/en.json'),
  },
  requestTransaction: {
    vi: () => import('./request-transaction/texts/vi.json'),
    en: () => import('./request-transaction/texts/en.json'),
  },
  reports: { vi: () => import('./reports/texts/vi.json'), en: () => import('./reports/texts/en.json') },
  savings: { vi: () => import('./savings/texts/vi.json'), en: () => import('./savings/texts/en.json') },
  sample: { vi: () => import('./sample/texts/vi.json'), en: () => import('./sample/texts/en.json') },
  signing: { vi: () => import('./signing/texts/vi.json'), en: () => import('./signing/texts/en.json') },
  sso: { vi: () => import('./sso/texts/vi.json'), en: () => import('./sso/texts/en.json') },
  supplierHome: {
    vi: () => import('./supplier-home/texts/vi.json'),
    en: () => import('./supplier-home/texts/en.json'),
  },
  suppliers: { vi: () => import('./suppliers/texts/vi.json'), en: () => import('./suppliers/texts/en.json') },
  arAdjustment: {
    vi: () => import('./transaction-change/texts/vi.json'),
    en: () => import('./transaction-change/texts/en.json'),
  },
} as const;

export type TextNamespace = keyof typeof MODULE_TEXTS;
