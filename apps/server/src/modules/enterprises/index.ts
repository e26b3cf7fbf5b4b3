/**
 * The public entry of the shared library enterprises: companies (buyers, suppliers, partners) and what they share: scopes, banks, notes, uniqueness, Excel import, demo steps, test fixtures.
 * Other modules import it from here (its *.tables.ts directly, for drizzle); see docs/architecture.md "Module boundaries".
 */
export { findBanks, getBank, listBanks, saveBank } from './banks.ts';
export {
  BUYER_TYPES,
  byIdInScope,
  type CompanyRow,
  companyColumns,
  companyScope,
  INDIVIDUAL_TYPES,
  PARTNER_TYPES,
  registrationValues,
  SUPPLIER_TYPES,
  toCompanyItem,
} from './company.query.ts';
export { companyScoping } from './company-scoping.ts';
// The demo world's steps for companies (pipeline, banks, notes), used by the modules' *.demo.ts.
export * as companyDemo from './demo.ts';
export {
  type Column,
  importError,
  problemText,
  type RowProblem,
  readSheet,
  readUpload,
  sendTemplate,
  type TemplateSource,
  validateRow,
  XLSX_TYPE,
} from './excel.ts';
export { type ImportKind, importRoute } from './excel-import.ts';
export {
  bankFixture,
  companyType,
  createCompany,
  ownOrNewCompany,
  registrationFixture,
  unique,
} from './fixtures.ts';
export { addNote, findNotes } from './notes.ts';
export { multipart, xlsx } from './testing.ts';
export { findTaken, refuseTaken, uniqueViolationError } from './uniqueness.ts';
