import { describe, expect, it } from 'vitest';
import { LOCALES } from '../text.ts';
import {
  APPENDIX_STATUS_TABLE,
  CONTRACT_ACTION_TABLE,
  CONTRACT_STATUS_TABLE,
  REFERENCE_APPENDIX_STATUS_TABLE,
  REFERENCE_APPENDIX_TYPE_TABLE,
} from './contract.ts';
import {
  BUYER_CREDIT_SETUP_STATUS_TABLE,
  BUYER_FUNDING_REQUEST_STATUS_TABLE,
  EARLY_INTEREST_RATE_REQUEST_STATUS_TABLE,
} from './credit.ts';
import { DEBT_CONFIRMATION_STATUS_TABLE } from './debt-confirmation.ts';
import { DOCUMENT_RETURN_TIMING_TABLE, DOCUMENT_STATUS_TABLE, EXPERTISE_RESULT_TABLE } from './document.ts';
import { LENDING_STATUS_TABLE } from './lending.ts';
import { labelOf, type StatusCode, type StatusTable, statusOf } from './lookup.ts';
import {
  COMMISSION_PAYMENT_STATUS_TABLE,
  COMMISSION_STATUS_TABLE,
  COOPERATION_CONDITION_STATUS_TABLE,
  FUNDING_PARTNER_STATUS_TABLE,
  GUARANTEE_NOTICE_STATUS_TABLE,
  PARTNER_LEAD_STATUS_TABLE,
  PARTNER_NOTICE_STATUS_TABLE,
  REFERRED_PARTNER_STATUS_TABLE,
  REVISION_REQUEST_STATUS_TABLE,
} from './partner.ts';
import { KPI_STATUS_TABLE, PROMOTION_STATUS_TABLE } from './programme.ts';
import {
  DEBT_STAGE_TABLE,
  RECEIVABLE_HISTORY_STATUS_TABLE,
  RECEIVABLE_STATUS_TABLE,
  receivableShortForm,
} from './receivable.ts';
import { TONES } from './tone.ts';
import {
  CHECK_LEVEL_TABLE,
  PAYMENT_LIST_TABLE,
  REVIEW_DECISION_TABLE,
  REVIEW_STATUS_TABLE,
  SUPPLIER_REQUEST_STEP_TABLE,
  TRANSACTION_REJECTED_BY_TABLE,
  TRANSACTION_STAGE_TABLE,
} from './transaction.ts';
import { PROFILE_APPROVAL_TABLE, TRANSACTION_CODE_TABLES } from './transaction-codes.ts';
import { USER_STATUS_TABLE } from './user.ts';

/**
 * Spec §4, copied here as this test's own fixture (the project never reads the spec at run time).
 * `codes`: every code of the list; `en`: the spec's words for a code, compared exactly when the
 * spec quotes labels (exact: true) and ignoring case where it names them in running text.
 * A code in `en` must also be in `codes`.
 */
interface Fixture {
  list: string;
  table: StatusTable;
  codes: readonly StatusCode[];
  en?: Readonly<Record<string, string>>;
  exact?: boolean;
  /** The spec's label for any code not in the list ('' when the spec says nothing). */
  fallbackEn?: string;
}

const SPEC: Fixture[] = [
  {
    list: 'Partner/lead status',
    table: PARTNER_LEAD_STATUS_TABLE,
    codes: [
      'NEW',
      'AGREE_MEET',
      'PERSUADE',
      'COLLECT',
      'CONSIDER',
      'AGREE_JOIN',
      'WAIT_MEET',
      'WAIT_APPRAISAL',
      'DOCUMENT_REVIEWING',
      'CREDIT_REVIEW',
      'REGISTERED',
      'REJECT',
      'ONBOARDED',
      'STOP',
      'REAPPRAISAL',
      'ACTIVATED',
    ],
  },
  {
    list: 'Receivable status',
    table: RECEIVABLE_STATUS_TABLE,
    codes: [
      'AVAILABLE',
      'UNCONDITIONAL',
      'MATURITY',
      'REVIEW',
      'FIRST_PAID',
      'SETTLEMENT',
      'SETTLED',
      'OVERDUE',
      'BAD_DEBT',
      'DONE_COLLECTION',
      'DELETED',
    ],
  },
  {
    list: 'Receivable history subset (excludes the first three)',
    table: RECEIVABLE_HISTORY_STATUS_TABLE,
    codes: [
      'REVIEW',
      'FIRST_PAID',
      'SETTLEMENT',
      'SETTLED',
      'OVERDUE',
      'BAD_DEBT',
      'DONE_COLLECTION',
      'DELETED',
    ],
  },
  {
    list: 'Debt stages',
    table: DEBT_STAGE_TABLE,
    codes: ['OVERDUE', 'BAD_DEBT', 'WRITTEN_OFF', 'COLLECTION_COMPLETED'],
    en: {
      OVERDUE: 'overdue',
      BAD_DEBT: 'bad debt',
      WRITTEN_OFF: 'write-off',
      COLLECTION_COMPLETED: 'collection completed',
    },
  },
  {
    list: 'Contract status codes',
    table: CONTRACT_STATUS_TABLE,
    codes: [0, 1, 11, 2, 3, 4, 5],
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
    table: CONTRACT_ACTION_TABLE,
    codes: ['request', 'approve', 'reject', 'sign', 'generate', 'upload'],
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
    table: TRANSACTION_STAGE_TABLE,
    codes: [
      'DRAFT',
      'DOCUMENTS_UPLOADED',
      'CONTRACTS_CONFIRMED',
      'CREDIT_REVIEW',
      'SENIOR_REVIEW',
      'WAITING_APPROVAL',
      'HOLDING',
      'ADJUSTING',
      'WAITING_FUNDER_CONFIRM',
      'WAITING_SUPPLIER_CONFIRM',
      'COMPLETED',
      'PAID',
      'CHANGE',
      'LIQUIDATED',
      'REJECTED',
      'DELETED',
    ],
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
    list: 'Rejected by (funder, supplier or system company)',
    table: TRANSACTION_REJECTED_BY_TABLE,
    codes: ['FUNDER', 'SUPPLIER', 'SYSTEM_COMPANY'],
  },
  {
    list: 'Review statuses',
    table: REVIEW_STATUS_TABLE,
    codes: [
      'INITIAL',
      'CHANGE',
      'SELECT',
      'REJECT',
      'REVIEW',
      'ADD_DOCUMENT',
      'ACCEPT',
      'APPROVE',
      'COMPLETE',
    ],
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
    list: 'Review decisions',
    table: REVIEW_DECISION_TABLE,
    codes: ['APPROVE', 'REJECT', 'ADJUST', 'ADD_DOC', 'RESET'],
  },
  {
    list: 'Check levels (spec §6)',
    table: CHECK_LEVEL_TABLE,
    codes: ['OFFICER', 'SENIOR', 'MANAGER'],
    en: { OFFICER: 'officer', SENIOR: 'senior', MANAGER: 'manager' },
  },
  {
    list: 'Supplier request flow',
    table: SUPPLIER_REQUEST_STEP_TABLE,
    codes: [
      'BUYER_PICKED',
      'SYNTHESIS',
      'AR_SELECTION',
      'DRAFT_CREATED',
      'DOCUMENTS_UPLOADED',
      'CONTRACTS_CONFIRMED',
      'TRANSACTION_CONFIRMED',
    ],
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
    table: PAYMENT_LIST_TABLE,
    codes: ['EARLY_UNPAID', 'EARLY_PAID', 'SETTLEMENT_UNPAID', 'SETTLEMENT_PAID'],
    en: {
      EARLY_UNPAID: 'early unpaid',
      EARLY_PAID: 'early paid',
      SETTLEMENT_UNPAID: 'settlement unpaid',
      SETTLEMENT_PAID: 'settlement paid',
    },
  },
  {
    list: 'Numeric transaction codes, funder view',
    table: TRANSACTION_CODE_TABLES.audiences.funder,
    codes: [0, 1, 2, 102, 3, 103, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19],
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
    table: TRANSACTION_CODE_TABLES.audiences.supplier,
    codes: [2, 102, 3, 103, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19],
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
    table: TRANSACTION_CODE_TABLES.audiences.buyer,
    codes: [-1, 0, 1, 2, 3],
    en: { '-1': 'waiting for confirm', 0: 'Confirmed', 1: 'Approved', 2: 'Rejected', 3: 'Approved' },
    exact: true,
    fallbackEn: '',
  },
  {
    list: 'Profile approval',
    table: PROFILE_APPROVAL_TABLE,
    codes: [-1, 0, 1, 2, 3],
    en: { '-1': 'waiting for confirm', 0: 'Applied', 1: 'Approved', 2: 'Rejected', 3: 'Approved' },
    exact: true,
    fallbackEn: '',
  },
  {
    list: 'Appendix status',
    table: APPENDIX_STATUS_TABLE,
    codes: [-1, 1, 2, 3, 4, 5, 6],
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
    table: REFERENCE_APPENDIX_STATUS_TABLE,
    codes: [-1, 1, 2, 3],
    en: {
      '-1': 'reject',
      1: 'waiting upload or system company',
      2: 'waiting system company or partner sign',
      3: 'complete',
    },
    fallbackEn: 'Complete',
  },
  {
    list: 'Reference-appendix types',
    table: REFERENCE_APPENDIX_TYPE_TABLE,
    codes: ['BUYER', 'FUNDING', 'GUARANTEE', 'LENDING'],
  },
  {
    list: 'Commission (else active)',
    table: COMMISSION_STATUS_TABLE,
    codes: [-1, 1, 2, 3],
    en: { '-1': 'rejected', 1: 'deactivated', 2: 'awaiting confirmation', 3: 'active' },
    fallbackEn: 'Active',
  },
  {
    list: 'Commission payment',
    table: COMMISSION_PAYMENT_STATUS_TABLE,
    codes: ['UNSETTLED', 'FIRST_PAID', 'SETTLED'],
    en: { UNSETTLED: 'unsettled', FIRST_PAID: 'first paid', SETTLED: 'settled' },
  },
  {
    list: 'Lending',
    table: LENDING_STATUS_TABLE,
    codes: [-1, 1, 2, 3, 4, 5, 6, 61, 62, 66, 7, 8],
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
    table: COOPERATION_CONDITION_STATUS_TABLE,
    codes: ['CONFIRMING', 'APPLIED', 'REJECTED'],
    en: { CONFIRMING: 'confirming', APPLIED: 'applied', REJECTED: 'rejected' },
  },
  {
    list: 'Revision request',
    table: REVISION_REQUEST_STATUS_TABLE,
    codes: ['CONFIRMING', 'APPLIED', 'REJECTED'],
    en: { CONFIRMING: 'confirming', APPLIED: 'applied', REJECTED: 'rejected' },
  },
  {
    list: 'Partner notices',
    table: PARTNER_NOTICE_STATUS_TABLE,
    codes: ['CONFIRMING', 'APPLIED', 'REJECTED', 'CANCELLED'],
    en: { CONFIRMING: 'confirming', APPLIED: 'applied', REJECTED: 'rejected', CANCELLED: 'cancelled' },
  },
  {
    list: 'Guarantee notice',
    table: GUARANTEE_NOTICE_STATUS_TABLE,
    codes: ['WAITING_APPROVAL', 'REJECTED', 'CANCELLED', 'WAITING_DISBURSEMENT', 'DISBURSED'],
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
    table: FUNDING_PARTNER_STATUS_TABLE,
    codes: [
      'WAITING_APPROVAL',
      'WAITING_SIGN',
      'WAITING_PARTNER_CONFIRMATION',
      'WAITING_FUNDING',
      'CANCELLED',
      'REJECTED',
      'COMPLETED',
    ],
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
    table: REFERRED_PARTNER_STATUS_TABLE,
    codes: ['CONFIRMING', 'ACTIVE', 'DEACTIVATED'],
    en: { CONFIRMING: 'confirming', ACTIVE: 'active', DEACTIVATED: 'deactivated' },
  },
  {
    list: 'Early-interest-rate request',
    table: EARLY_INTEREST_RATE_REQUEST_STATUS_TABLE,
    codes: ['NOT_SET', 'REQUESTING', 'APPROVED'],
    en: { NOT_SET: 'not set', REQUESTING: 'requesting', APPROVED: 'approved' },
  },
  {
    list: 'Buyer credit setup',
    table: BUYER_CREDIT_SETUP_STATUS_TABLE,
    codes: ['PENDING', 'APPLIED', 'REJECTED', 'ACTIVATED'],
    en: { APPLIED: 'applied (approved)', REJECTED: 'rejected', ACTIVATED: 'activated' },
  },
  {
    list: 'Buyer funding request',
    table: BUYER_FUNDING_REQUEST_STATUS_TABLE,
    codes: ['REQUESTED', 'APPROVED', 'REJECTED', 'DOCUMENTS_UPLOADED', 'DISBURSEMENT_CONFIRMED'],
    en: { APPROVED: 'approved', REJECTED: 'rejected' },
  },
  {
    list: 'Document status 0-4',
    table: DOCUMENT_STATUS_TABLE,
    codes: [0, 1, 2, 3, 4],
    en: { 0: 'missing', 1: 'complete', 2: 'damaged', 3: 'lost', 4: 'returned to customer' },
  },
  {
    list: 'Return timing',
    table: DOCUMENT_RETURN_TIMING_TABLE,
    codes: ['EARLY', 'ON_TIME', 'LATE'],
    en: { EARLY: 'early', ON_TIME: 'on time', LATE: 'late' },
  },
  {
    list: 'Expertise result 1-5 (other: exception)',
    table: EXPERTISE_RESULT_TABLE,
    codes: [1, 2, 3, 4, 5],
    en: { 1: 'pass', 2: 'fail', 3: 'n/a', 4: 'approve', 5: 'disapprove' },
    fallbackEn: 'exception',
  },
  {
    list: 'Promotion',
    table: PROMOTION_STATUS_TABLE,
    codes: ['WAITING', 'APPLIED', 'EXPIRED', 'DELETED'],
    en: { WAITING: 'waiting', APPLIED: 'applied', EXPIRED: 'expired', DELETED: 'deleted' },
  },
  {
    list: 'KPI',
    table: KPI_STATUS_TABLE,
    codes: ['APPLIED', 'NOT_APPLIED', 'EXPIRED'],
    en: { APPLIED: 'applied', NOT_APPLIED: 'not yet applied', EXPIRED: 'expired' },
  },
  {
    list: 'Debt-confirmation letter',
    table: DEBT_CONFIRMATION_STATUS_TABLE,
    codes: [
      'CREATED',
      'WAITING_E_SIGN',
      'WAITING_SYSTEM_CONFIRM',
      'SUPPLIER_REJECTED',
      'WAITING_BUYER_CONFIRM',
      'SYSTEM_REJECTED',
      'BUYER_APPROVED',
      'BUYER_REVISED',
      'BUYER_REJECTED',
    ],
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
    table: USER_STATUS_TABLE,
    codes: ['INVITED', 'ACTIVATED', 'DEACTIVATED'],
    en: { INVITED: 'invited', ACTIVATED: 'activated', DEACTIVATED: 'deactivated' },
  },
];

const sorted = (codes: readonly StatusCode[]) => codes.map(String).sort();

describe.each(SPEC)('$list', (f) => {
  it('has exactly the spec codes', () => {
    expect(sorted(f.table.codes)).toEqual(sorted(f.codes));
  });

  it('labels every code in Vietnamese and English with a known tone', () => {
    const labels = f.table.labels as Record<string, unknown>;
    for (const code of f.codes) {
      expect(Object.hasOwn(labels, String(code)), `code ${code}`).toBe(true);
      const s = statusOf(f.table, code);
      for (const locale of LOCALES) expect(s.label[locale].trim(), `${code} ${locale}`).not.toBe('');
      expect(TONES).toContain(s.tone);
    }
  });

  it.runIf(f.en)('uses the spec words in English', () => {
    for (const [code, words] of Object.entries(f.en ?? {})) {
      expect(f.codes.map(String)).toContain(code);
      const en = labelOf(f.table, code, 'en');
      if (f.exact) expect(en, `code ${code}`).toBe(words);
      else expect(en.toLowerCase(), `code ${code}`).toBe(words.toLowerCase());
    }
  });

  it('gives the fallback for an unknown code and never throws', () => {
    const expected = f.fallbackEn ?? '';
    for (const code of ['NO_SUCH_CODE', 999, -99, '', null, undefined, 'toString', '__proto__']) {
      expect(labelOf(f.table, code, 'en')).toBe(expected);
    }
    expect(statusOf(f.table, 'NO_SUCH_CODE').label.vi === '').toBe(expected === '');
  });
});

describe('labelOf', () => {
  it('reads a code stored as a string like the number', () => {
    expect(labelOf(CONTRACT_STATUS_TABLE, '11', 'en')).toBe('Waiting for Contract Upload');
    expect(labelOf(CONTRACT_STATUS_TABLE, 11, 'vi')).toBe('Chờ tải lên hợp đồng');
  });

  it('picks the audience view, the funder one by default or for an unknown audience', () => {
    expect(labelOf(TRANSACTION_CODE_TABLES, 19, 'en', 'supplier')).toBe('Refuse to add documents');
    expect(labelOf(TRANSACTION_CODE_TABLES, 19, 'en', 'funder')).toBe('Rejected');
    expect(labelOf(TRANSACTION_CODE_TABLES, 19, 'en')).toBe('Rejected');
    expect(labelOf(TRANSACTION_CODE_TABLES, 6, 'en', 'nobody')).toBe('Reviewing');
    expect(labelOf(TRANSACTION_CODE_TABLES, -1, 'en', 'buyer')).toBe('waiting for confirm');
    expect(labelOf(TRANSACTION_CODE_TABLES, -1, 'en', 'funder')).toBe('');
    expect(labelOf(TRANSACTION_CODE_TABLES, 0, 'en', 'supplier')).toBe('');
  });

  it('gives the contract fallback as an empty label, expertise as exception', () => {
    expect(labelOf(CONTRACT_STATUS_TABLE, 6, 'vi')).toBe('');
    expect(labelOf(EXPERTISE_RESULT_TABLE, 0, 'en')).toBe('exception');
    expect(labelOf(EXPERTISE_RESULT_TABLE, 6, 'vi')).toBe('Ngoại lệ');
  });

  it('keeps the first three receivable statuses out of the history view', () => {
    expect(labelOf(RECEIVABLE_HISTORY_STATUS_TABLE, 'AVAILABLE', 'en')).toBe('');
    expect(labelOf(RECEIVABLE_STATUS_TABLE, 'AVAILABLE', 'en')).toBe('Available');
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
