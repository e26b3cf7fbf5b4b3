import { describe, expect, it } from 'vitest';
import { LOCALES } from '../text.ts';
import * as buyerMaturity from './buyer-maturity.ts';
import * as contract from './contract.ts';
import * as credit from './credit.ts';
import * as debtConfirmation from './debt-confirmation.ts';
import * as document from './document.ts';
import * as lending from './lending.ts';
import { labelOf, type StatusTable, statusOf } from './lookup.ts';
import * as partner from './partner.ts';
import * as programme from './programme.ts';
import * as receivable from './receivable.ts';
import { receivableShortForm } from './receivable.ts';
import * as supplierCredit from './supplier-credit.ts';
import { TONES } from './tone.ts';
import * as transaction from './transaction.ts';
import * as transactionCodes from './transaction-codes.ts';
import * as user from './user.ts';

/** Every list the status modules export, an audience view counted as a list of its own. */
const MODULES = {
  buyerMaturity,
  contract,
  credit,
  debtConfirmation,
  document,
  lending,
  partner,
  programme,
  receivable,
  supplierCredit,
  transaction,
  transactionCodes,
  user,
};

const isTable = (v: unknown): v is StatusTable =>
  typeof v === 'object' && v !== null && 'codes' in v && 'labels' in v && 'fallback' in v;

const TABLES: [string, StatusTable][] = Object.entries(MODULES).flatMap(([module, exports]) =>
  Object.entries(exports).flatMap(([name, value]): [string, StatusTable][] => {
    if (isTable(value)) return [[`${module}.${name}`, value]];
    if (typeof value === 'object' && value !== null && 'audiences' in value) {
      return Object.entries(value.audiences as Record<string, StatusTable>).map(([audience, t]) => [
        `${module}.${name}.${audience}`,
        t,
      ]);
    }
    return [];
  }),
);

it('finds every status list', () => {
  expect(TABLES.length).toBeGreaterThanOrEqual(41);
});

describe.each(TABLES)('%s', (_, table) => {
  it('labels each of its codes, once, in Vietnamese and English with a known tone', () => {
    expect(new Set(table.codes.map(String)).size).toBe(table.codes.length);
    expect(Object.keys(table.labels).sort()).toEqual(table.codes.map(String).sort());
    for (const code of table.codes) {
      const s = statusOf(table, code);
      for (const locale of LOCALES) expect(s.label[locale].trim(), `${code} ${locale}`).not.toBe('');
      expect(TONES).toContain(s.tone);
    }
  });

  it('gives the fallback for an unknown code and never throws', () => {
    expect(TONES).toContain(table.fallback.tone);
    for (const code of ['NO_SUCH_CODE', 999, -99, '', null, undefined, 'toString', '__proto__']) {
      expect(statusOf(table, code)).toBe(table.fallback);
    }
  });
});

/**
 * Spec §4's words, copied here as this test's own fixture (the project never reads the spec at
 * run time): the English label of each code, compared exactly when the spec quotes labels
 * (exact: true) and ignoring case where it names them in running text. The words name every
 * code of the list unless `partial`.
 */
interface Fixture {
  list: string;
  table: StatusTable;
  en: Readonly<Record<string, string>>;
  partial?: boolean;
  exact?: boolean;
  /** The spec's label for any code not in the list ('' when the spec says nothing). */
  fallbackEn?: string;
}

/** The words the spec gives the partner requests and notices alike. */
const CONFIRMING_APPLIED_REJECTED = { CONFIRMING: 'confirming', APPLIED: 'applied', REJECTED: 'rejected' };

const SPEC: Fixture[] = [
  {
    list: 'Debt stages',
    table: receivable.DEBT_STAGE_TABLE,
    en: {
      OVERDUE: 'overdue',
      BAD_DEBT: 'bad debt',
      WRITTEN_OFF: 'write-off',
      COLLECTION_COMPLETED: 'collection completed',
    },
  },
  {
    list: 'Contract status codes',
    table: contract.CONTRACT_STATUS_TABLE,
    en: {
      0: 'Waiting for Creation',
      1: 'Reviewing',
      11: 'Waiting for Contract Upload',
      2: 'Rejected',
      3: 'Waiting for PC signing',
      4: 'Waiting for Client signing',
      5: 'Completed',
    },
    exact: true,
    fallbackEn: '',
  },
  {
    list: 'Contract actions',
    table: contract.CONTRACT_ACTION_TABLE,
    en: {
      request: 'request',
      approve: 'approve',
      reject: 'reject',
      sign: 'sign by CA with OTP confirmation',
      generate: 'generate',
      upload: 'upload',
    },
  },
  {
    list: 'Funder transaction stages',
    partial: true,
    table: transaction.TRANSACTION_STAGE_TABLE,
    en: {
      CREDIT_REVIEW: 'credit review',
      HOLDING: 'holding (waiting for documents)',
      WAITING_APPROVAL: 'waiting approval',
      WAITING_FUNDER_CONFIRM: 'waiting funder confirm',
      WAITING_SUPPLIER_CONFIRM: 'waiting supplier confirm',
      COMPLETED: 'completed',
      CHANGE: 'change',
      REJECTED: 'not proceeded/rejected',
      PAID: 'paid',
      LIQUIDATED: 'liquidated',
      ADJUSTING: 'adjusting',
    },
  },
  {
    list: 'Review statuses',
    table: transaction.REVIEW_STATUS_TABLE,
    en: {
      INITIAL: 'initial',
      CHANGE: 'change',
      SELECT: 'select',
      REJECT: 'reject',
      REVIEW: 'review',
      ADD_DOCUMENT: 'add document',
      ACCEPT: 'accept',
      APPROVE: 'approve',
      COMPLETE: 'complete',
    },
  },
  {
    list: 'Check levels (spec §6)',
    table: transaction.CHECK_LEVEL_TABLE,
    en: { OFFICER: 'officer', SENIOR: 'senior', MANAGER: 'manager' },
  },
  {
    list: 'Supplier request flow',
    table: transaction.SUPPLIER_REQUEST_STEP_TABLE,
    en: {
      BUYER_PICKED: 'buyer picked',
      SYNTHESIS: 'synthesis',
      AR_SELECTION: 'AR selection',
      DRAFT_CREATED: 'draft transaction created',
      DOCUMENTS_UPLOADED: 'documents uploaded',
      CONTRACTS_CONFIRMED: 'contracts confirmed',
      TRANSACTION_CONFIRMED: 'transaction confirmed',
    },
  },
  {
    list: 'Payment lists',
    table: transaction.PAYMENT_LIST_TABLE,
    en: {
      EARLY_UNPAID: 'early unpaid',
      EARLY_PAID: 'early paid',
      SETTLEMENT_UNPAID: 'settlement unpaid',
      SETTLEMENT_PAID: 'settlement paid',
    },
  },
  {
    list: 'Numeric transaction codes, funder view',
    table: transactionCodes.TRANSACTION_CODE_TABLES.audiences.funder,
    en: {
      0: 'Created',
      1: 'In processing',
      2: 'Approved',
      102: 'Approved',
      3: 'Adjusted',
      103: 'Adjusted',
      4: 'Rejected',
      5: 'Created',
      6: 'Reviewing',
      7: 'Required for documents',
      8: 'Confirmed',
      9: 'Reviewing',
      10: 'Pending for approval',
      11: 'Pending for approval',
      12: 'Rejected',
      13: 'Required for documents',
      14: 'Reviewing',
      15: 'Rejected',
      16: 'Rejected',
      17: 'Adjusted',
      18: 'Reviewing',
      19: 'Rejected',
    },
    exact: true,
    fallbackEn: '',
  },
  {
    list: 'Numeric transaction codes, supplier view',
    table: transactionCodes.TRANSACTION_CODE_TABLES.audiences.supplier,
    en: {
      2: 'Approved',
      102: 'Approved',
      3: 'Adjusted',
      103: 'Adjusted',
      4: 'Rejected',
      5: 'In processing',
      6: 'Submitted',
      7: 'Required for documents',
      8: 'Confirmed',
      9: 'In processing',
      10: 'In processing',
      11: 'Adjusted',
      12: 'Rejected',
      13: 'Required for documents',
      14: 'In processing',
      15: 'Rejected',
      16: 'Rejected',
      17: 'Confirmed',
      18: 'Submitted',
      19: 'Refuse to add documents',
    },
    exact: true,
    fallbackEn: '',
  },
  {
    list: 'Numeric transaction codes, buyer view',
    table: transactionCodes.TRANSACTION_CODE_TABLES.audiences.buyer,
    en: { '-1': 'waiting for confirm', 0: 'Confirmed', 1: 'Approved', 2: 'Rejected', 3: 'Approved' },
    exact: true,
    fallbackEn: '',
  },
  {
    list: 'Profile approval',
    table: transactionCodes.PROFILE_APPROVAL_TABLE,
    en: { '-1': 'waiting for confirm', 0: 'Applied', 1: 'Approved', 2: 'Rejected', 3: 'Approved' },
    exact: true,
    fallbackEn: '',
  },
  {
    list: 'Appendix status',
    table: contract.APPENDIX_STATUS_TABLE,
    en: {
      '-1': 'reject',
      1: 'waiting request',
      2: 'waiting partner e-sign',
      3: 'waiting system-company e-sign',
      4: 'waiting hard copy upload',
      5: 'waiting hard copy confirmation',
      6: 'complete',
    },
  },
  {
    list: 'Reference appendix (else complete)',
    table: contract.REFERENCE_APPENDIX_STATUS_TABLE,
    en: {
      '-1': 'reject',
      1: 'waiting upload or system company',
      2: 'waiting system company or partner sign',
      3: 'complete',
    },
    fallbackEn: 'Complete',
  },
  {
    list: 'Commission (else active)',
    table: partner.COMMISSION_STATUS_TABLE,
    en: { '-1': 'rejected', 1: 'deactivated', 2: 'awaiting confirmation', 3: 'active' },
    fallbackEn: 'Active',
  },
  {
    list: 'Commission payment',
    table: partner.COMMISSION_PAYMENT_STATUS_TABLE,
    en: { UNSETTLED: 'unsettled', FIRST_PAID: 'first paid', SETTLED: 'settled' },
  },
  {
    list: 'Lending',
    partial: true,
    table: lending.LENDING_STATUS_TABLE,
    en: {
      '-1': 'rejected',
      1: 'requested',
      2: 'waiting signature/partner confirmation',
      3: 'waiting disbursement',
      4: 'paid',
      5: 'awaiting confirmation',
      6: 'disbursed/awaiting settlement',
      7: 'settled',
      8: 'extended',
    },
  },
  {
    list: 'Cooperation condition',
    table: partner.COOPERATION_CONDITION_STATUS_TABLE,
    en: CONFIRMING_APPLIED_REJECTED,
  },
  {
    list: 'Revision request',
    table: partner.REVISION_REQUEST_STATUS_TABLE,
    en: CONFIRMING_APPLIED_REJECTED,
  },
  {
    list: 'Partner notices',
    table: partner.PARTNER_NOTICE_STATUS_TABLE,
    en: { ...CONFIRMING_APPLIED_REJECTED, CANCELLED: 'cancelled' },
  },
  {
    list: 'Guarantee notice',
    table: partner.GUARANTEE_NOTICE_STATUS_TABLE,
    en: {
      WAITING_APPROVAL: 'waiting approval',
      REJECTED: 'rejected',
      CANCELLED: 'cancelled',
      WAITING_DISBURSEMENT: 'waiting disbursement',
      DISBURSED: 'disbursed',
    },
  },
  {
    list: 'Funding partner in a transaction',
    table: partner.FUNDING_PARTNER_STATUS_TABLE,
    en: {
      WAITING_APPROVAL: 'waiting for approval',
      WAITING_SIGN: 'waiting for sign',
      WAITING_PARTNER_CONFIRMATION: 'waiting for partner confirmation',
      WAITING_FUNDING: 'waiting for funding',
      CANCELLED: 'cancel',
      REJECTED: 'reject',
      COMPLETED: 'complete',
    },
  },
  {
    list: 'Referred partner',
    table: partner.REFERRED_PARTNER_STATUS_TABLE,
    en: { CONFIRMING: 'confirming', ACTIVE: 'active', DEACTIVATED: 'deactivated' },
  },
  {
    list: 'Early-interest-rate request',
    table: credit.EARLY_INTEREST_RATE_REQUEST_STATUS_TABLE,
    en: { NOT_SET: 'not set', REQUESTING: 'requesting', APPROVED: 'approved' },
  },
  {
    list: 'Buyer credit setup',
    partial: true,
    table: credit.BUYER_CREDIT_SETUP_STATUS_TABLE,
    en: { APPLIED: 'applied (approved)', REJECTED: 'rejected', ACTIVATED: 'activated' },
  },
  {
    list: 'Buyer funding request',
    partial: true,
    table: credit.BUYER_FUNDING_REQUEST_STATUS_TABLE,
    en: { APPROVED: 'approved', REJECTED: 'rejected' },
  },
  {
    list: 'Document status 0-4',
    table: document.DOCUMENT_STATUS_TABLE,
    en: { 0: 'missing', 1: 'complete', 2: 'damaged', 3: 'lost', 4: 'returned to customer' },
  },
  {
    list: 'Return timing',
    table: document.DOCUMENT_RETURN_TIMING_TABLE,
    en: { EARLY: 'early', ON_TIME: 'on time', LATE: 'late' },
  },
  {
    list: 'Expertise result 1-5 (other: exception)',
    table: document.EXPERTISE_RESULT_TABLE,
    en: { 1: 'pass', 2: 'fail', 3: 'n/a', 4: 'approve', 5: 'disapprove' },
    fallbackEn: 'exception',
  },
  {
    list: 'Promotion',
    table: programme.PROMOTION_STATUS_TABLE,
    en: { WAITING: 'waiting', APPLIED: 'applied', EXPIRED: 'expired', DELETED: 'deleted' },
  },
  {
    list: 'KPI',
    table: programme.KPI_STATUS_TABLE,
    en: { APPLIED: 'applied', NOT_APPLIED: 'not yet applied', EXPIRED: 'expired' },
  },
  {
    list: 'Debt-confirmation letter',
    table: debtConfirmation.DEBT_CONFIRMATION_STATUS_TABLE,
    en: {
      CREATED: 'created',
      WAITING_E_SIGN: 'waiting e-signing',
      WAITING_SYSTEM_CONFIRM: 'waiting system company confirm',
      SUPPLIER_REJECTED: 'supplier rejected',
      WAITING_BUYER_CONFIRM: 'waiting buyer confirmation',
      SYSTEM_REJECTED: 'system company rejected',
      BUYER_APPROVED: 'buyer approved',
      BUYER_REVISED: 'buyer revised',
      BUYER_REJECTED: 'buyer rejected',
    },
  },
  {
    list: 'Users',
    table: user.USER_STATUS_TABLE,
    en: { INVITED: 'invited', ACTIVATED: 'activated', DEACTIVATED: 'deactivated' },
  },
];

describe.each(SPEC)('$list', (f) => {
  it.skipIf(f.partial)('has exactly the codes the spec names', () => {
    expect(f.table.codes.map(String).sort()).toEqual(Object.keys(f.en).sort());
  });

  it('uses the spec words in English', () => {
    for (const [code, words] of Object.entries(f.en)) {
      expect(f.table.codes.map(String)).toContain(code);
      const en = labelOf(f.table, code, 'en');
      if (f.exact) expect(en, `code ${code}`).toBe(words);
      else expect(en.toLowerCase(), `code ${code}`).toBe(words.toLowerCase());
    }
  });

  it('gives the spec fallback for an unknown code', () => {
    expect(labelOf(f.table, 'NO_SUCH_CODE', 'en')).toBe(f.fallbackEn ?? '');
  });
});

describe('labelOf', () => {
  it('reads a code stored as a string like the number', () => {
    expect(labelOf(contract.CONTRACT_STATUS_TABLE, '11', 'en')).toBe('Waiting for Contract Upload');
    expect(labelOf(contract.CONTRACT_STATUS_TABLE, 11, 'vi')).toBe('Chờ tải lên hợp đồng');
  });

  it('picks the audience view, the funder one by default or for an unknown audience', () => {
    expect(labelOf(transactionCodes.TRANSACTION_CODE_TABLES, 19, 'en', 'supplier')).toBe(
      'Refuse to add documents',
    );
    expect(labelOf(transactionCodes.TRANSACTION_CODE_TABLES, 19, 'en', 'funder')).toBe('Rejected');
    expect(labelOf(transactionCodes.TRANSACTION_CODE_TABLES, 19, 'en')).toBe('Rejected');
    expect(labelOf(transactionCodes.TRANSACTION_CODE_TABLES, 6, 'en', 'nobody')).toBe('Reviewing');
    expect(labelOf(transactionCodes.TRANSACTION_CODE_TABLES, -1, 'en', 'buyer')).toBe('waiting for confirm');
    expect(labelOf(transactionCodes.TRANSACTION_CODE_TABLES, -1, 'en', 'funder')).toBe('');
    expect(labelOf(transactionCodes.TRANSACTION_CODE_TABLES, 0, 'en', 'supplier')).toBe('');
  });

  it('gives the contract fallback as an empty label, expertise as exception', () => {
    expect(labelOf(contract.CONTRACT_STATUS_TABLE, 6, 'vi')).toBe('');
    expect(labelOf(document.EXPERTISE_RESULT_TABLE, 0, 'en')).toBe('exception');
    expect(labelOf(document.EXPERTISE_RESULT_TABLE, 6, 'vi')).toBe('Ngoại lệ');
  });

  it('keeps the first three receivable statuses out of the history view', () => {
    expect(labelOf(receivable.RECEIVABLE_HISTORY_STATUS_TABLE, 'AVAILABLE', 'en')).toBe('');
    expect(labelOf(receivable.RECEIVABLE_STATUS_TABLE, 'AVAILABLE', 'en')).toBe('Available');
  });
});

describe('receivableShortForm', () => {
  it.each([
    ['SETTLEMENT', -3, 'D-3'],
    ['SETTLEMENT', 2, 'D+2'],
    ['SETTLEMENT', 0, 'D'],
    ['SETTLEMENT', null, 'D'],
    ['OVERDUE', 5, 'O'],
    ['BAD_DEBT', 40, 'BD'],
    ['SETTLED', 0, null],
    ['NO_SUCH', 0, null],
  ] as const)('%s with %s days is %s', (status, days, short) => {
    expect(receivableShortForm(status, days)).toBe(short);
  });
});
