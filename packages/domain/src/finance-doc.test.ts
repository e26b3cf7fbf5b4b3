import { describe, expect, it } from 'vitest';
import type { RateKind } from './constants.ts';
import { addMonths, creditAssessmentDeadline, daysBetween, todayIn } from './dates.ts';
import { daysPastDue, debtStageOn } from './debt.ts';
import { monthsBetween } from './eligibility.ts';
import { docExampleNames, docTable, pct, vnd } from './finance-doc.testing.ts';
import { available, checkTransaction, consume, revise, supplierAvailableOnBuyer } from './limits.ts';
import { formatRate, formatVnd, type RateInput, rateProblem, toRateOf } from './money.ts';
import { earlyPaymentQuote, type PenalPolicy, penalInterest } from './pricing.ts';
import { receivableProblems } from './receivable-checks.ts';
import { type BuyerPayment, settlementPosition } from './settlement.ts';

/**
 * The worked examples of docs/finance.md, as data. Each table is checked twice: the code must
 * give these results, and the document's `examples:` table must show exactly these rows.
 */

const daily = (r: RateInput) => formatRate(r, 'vi', { decimals: 3 });

const VND_FORMAT = [0, 999, 1000, 1_234_567, 1_000_000_000];

const RATE_FORMAT = [
  { rate: 12.5, vi: '12,50', en: '12.50' },
  { rate: 9.755, vi: '9,76', en: '9.76' },
  { rate: 0, vi: '0,00', en: '0.00' },
  { rate: 100, vi: '100,00', en: '100.00' },
];

const DAYS_BETWEEN = [
  { from: '2026-03-02', to: '2026-05-31', days: 90 },
  { from: '2026-05-31', to: '2026-05-31', days: 0 },
  { from: '2026-12-31', to: '2027-01-01', days: 1 },
  { from: '2028-02-28', to: '2028-03-01', days: 2 },
  { from: '2026-01-01', to: '2026-12-31', days: 364 },
];

const TODAY = [
  { instant: '2026-11-21T16:59:59Z', today: '2026-11-21' },
  { instant: '2026-11-21T17:00:00Z', today: '2026-11-22' },
];

const CREDIT_DEADLINE = [
  { received: '2026-11-18', holidays: [], deadline: '2026-11-25' },
  { received: '2026-11-20', holidays: [], deadline: '2026-11-27' },
  { received: '2026-11-21', holidays: [], deadline: '2026-11-27' },
  { received: '2026-04-24', holidays: ['2026-04-27', '2026-04-30', '2026-05-01'], deadline: '2026-05-06' },
];

/** The official days off of 2026 and 2027 (migration 0016), the calendar the early-payment table uses. */
const HOLIDAYS = [
  '2026-01-01',
  '2026-02-16',
  '2026-02-17',
  '2026-02-18',
  '2026-02-19',
  '2026-02-20',
  '2026-04-27',
  '2026-04-30',
  '2026-05-01',
  '2026-09-01',
  '2026-09-02',
  '2027-01-01',
  '2027-02-04',
  '2027-02-05',
  '2027-02-08',
  '2027-02-09',
  '2027-02-10',
  '2027-04-16',
  '2027-04-30',
  '2027-05-03',
  '2027-09-02',
  '2027-09-03',
];
/** One row of the table: terms, then what it counts to, then the amounts. */
const early = (
  [arAmount, paymentRatio, discountRate, platformRate]: [number, number, number, number],
  [paymentDate, maturityDate]: [string, string],
  [days, countedTo, countedToReason]: [number, string, string],
  [advance, discount, platformFee, salePrice, residual]: [number, number, number, number, number],
) => ({
  terms: { arAmount, paymentRatio, discountRate, platformRate, paymentDate, maturityDate },
  quote: { days, countedTo, countedToReason, advance, discount, platformFee, salePrice, residual },
});
/** The §3 receivable: 1.000.000.000 at 80 %, 12 % a year and a platform rate of 1 %. */
const B: [number, number, number, number] = [1_000_000_000, 80, 12, 1];
const EARLY_PAYMENT = [
  early(
    B,
    ['2026-03-03', '2026-06-01'],
    [90, '2026-06-01', 'MATURITY'],
    [800_000_000, 23_671_233, 1_972_603, 774_356_164, 200_000_000],
  ),
  early(
    B,
    ['2026-04-02', '2026-06-01'],
    [60, '2026-06-01', 'MATURITY'],
    [800_000_000, 15_780_822, 1_315_068, 782_904_110, 200_000_000],
  ),
  early(
    B,
    ['2026-06-01', '2026-06-01'],
    [0, '2026-06-01', 'MATURITY'],
    [800_000_000, 0, 0, 800_000_000, 200_000_000],
  ),
  // Due Saturday 06/02/2027 in Tet: counted to Thursday 11/02 (issue 20 item 3).
  early(
    B,
    ['2026-12-07', '2027-02-06'],
    [66, '2027-02-11', 'WEEKEND'],
    [800_000_000, 17_358_904, 1_446_575, 781_194_521, 200_000_000],
  ),
  // Due on National Day, Wednesday 02/09/2026: counted to Thursday 03/09.
  early(
    B,
    ['2026-08-03', '2026-09-02'],
    [31, '2026-09-03', 'HOLIDAY'],
    [800_000_000, 8_153_425, 679_452, 791_167_123, 200_000_000],
  ),
  early(
    B,
    ['2026-03-02', '2026-05-31'],
    [91, '2026-06-01', 'WEEKEND'],
    [800_000_000, 23_934_247, 1_994_521, 774_071_232, 200_000_000],
  ),
  early(
    [1_234_566, 75, 10.5, 0],
    ['2026-01-14', '2026-02-13'],
    [30, '2026-02-13', 'MATURITY'],
    [925_925, 7_991, 0, 917_934, 308_641],
  ),
  early(
    [350_000_000, 90, 9.75, 0.5],
    ['2026-02-11', '2026-08-10'],
    [180, '2026-08-10', 'MATURITY'],
    [315_000_000, 15_145_890, 776_712, 299_077_398, 35_000_000],
  ),
  early(
    [100_000_000, 100, 100, 5],
    ['2026-01-01', '2027-02-05'],
    [406, '2027-02-11', 'HOLIDAY'],
    [100_000_000, 100_000_000, 0, 0, 0],
  ),
];

const policy12 = { discountRate: 12, latePaymentRate: 150 };
const PENAL: { unpaid: number; policy: PenalPolicy; due: string; asOf: string; result: number[] }[] = [
  { unpaid: 500_000_000, policy: policy12, due: '2026-06-01', asOf: '2026-05-21', result: [0, 0, 0, 0] },
  { unpaid: 500_000_000, policy: policy12, due: '2026-06-01', asOf: '2026-06-01', result: [0, 0, 0, 0] },
  {
    unpaid: 500_000_000,
    policy: policy12,
    due: '2026-06-01',
    asOf: '2026-06-02',
    result: [1, 1, 0, 246_575],
  },
  {
    unpaid: 500_000_000,
    policy: policy12,
    due: '2026-06-01',
    asOf: '2026-07-01',
    result: [30, 30, 0, 7_397_260],
  },
  {
    unpaid: 500_000_000,
    policy: policy12,
    due: '2026-06-01',
    asOf: '2026-07-16',
    result: [45, 30, 15, 11_095_890],
  },
  {
    unpaid: 500_000_000,
    policy: { discountRate: 20, latePaymentRate: 150 },
    due: '2026-06-01',
    asOf: '2026-07-16',
    result: [45, 30, 15, 17_278_767],
  },
  {
    unpaid: 200_000_000,
    policy: {
      discountRate: 20,
      latePaymentRate: 150,
      type1DailyRate: '0.05',
      type2DailyRate: '0.08',
      type2AfterDays: 10,
    },
    due: '2026-06-01',
    asOf: '2026-06-21',
    result: [20, 10, 10, 2_600_000],
  },
  {
    unpaid: 1_000_000_000,
    policy: { discountRate: 12, latePaymentRate: 150, type1DailyRate: '1' },
    due: '2026-06-01',
    asOf: '2026-07-01',
    result: [30, 30, 0, 14_794_521],
  },
];

const DEBT_STAGE = [
  { due: '2026-06-01', asOf: '2026-05-21', n1: 91, dpd: -11, stage: 'NOT_DUE' },
  { due: '2026-06-01', asOf: '2026-06-01', n1: 91, dpd: 0, stage: 'NOT_DUE' },
  { due: '2026-06-01', asOf: '2026-06-02', n1: 91, dpd: 1, stage: 'OVERDUE' },
  { due: '2026-06-01', asOf: '2026-08-30', n1: 91, dpd: 90, stage: 'OVERDUE' },
  { due: '2026-06-01', asOf: '2026-08-31', n1: 91, dpd: 91, stage: 'BAD_DEBT' },
  { due: '2026-06-01', asOf: '2026-07-02', n1: 31, dpd: 31, stage: 'BAD_DEBT' },
];

/** A buyer with 4.000.000.000 of its limit left, a supplier with 1.500.000.000 left on it. */
const CHECK_TERMS = {
  buyer: [10_000_000_000, 6_000_000_000],
  supplier: [2_000_000_000, 500_000_000],
  max: 80,
  ratio: 80,
  available: 1_500_000_000,
} as const;
const CHECKS = [
  { ...CHECK_TERMS, requested: 1_200_000_000, result: 'OK' },
  { ...CHECK_TERMS, requested: 1_600_000_000, result: 'SUPPLIER_LIMIT' },
  { ...CHECK_TERMS, requested: 1_000_000, ratio: 85, result: 'PAYMENT_RATIO' },
  {
    ...CHECK_TERMS,
    buyer: [10_000_000_000, 9_500_000_000],
    supplier: [2_000_000_000, 0],
    requested: 800_000_000,
    ratio: 70,
    available: 500_000_000,
    result: 'BUYER_LIMIT',
  },
  {
    ...CHECK_TERMS,
    buyer: [5_000_000_000, 6_000_000_000],
    supplier: [2_000_000_000, 0],
    requested: 1,
    available: 0,
    result: 'BUYER_LIMIT',
  },
] as const;

const RATE_KINDS_EXAMPLES: { kind: RateKind; rate: string; result: string }[] = [
  { kind: 'annual', rate: '12.5', result: 'OK' },
  { kind: 'annual', rate: '100', result: 'OK' },
  { kind: 'annual', rate: '150', result: 'range' },
  { kind: 'annual', rate: '12.345', result: 'decimals' },
  { kind: 'latePayment', rate: '150', result: 'OK' },
  { kind: 'latePayment', rate: '150.01', result: 'range' },
  { kind: 'ratio', rate: '80.001', result: 'decimals' },
  { kind: 'daily', rate: '0.066', result: 'OK' },
  { kind: 'daily', rate: '0.0661', result: 'decimals' },
];

const MONTHS_BETWEEN = [
  { from: '2024-01-31', to: '2024-02-29', months: 1 },
  { from: '2026-01-31', to: '2026-02-28', months: 1 },
  { from: '2026-01-31', to: '2026-02-27', months: 0 },
  { from: '2024-01-31', to: '2024-03-30', months: 1 },
  { from: '2020-05-10', to: '2026-05-09', months: 71 },
  { from: '2020-05-10', to: '2026-05-10', months: 72 },
];

const ADD_MONTHS = [
  { start: '2026-01-31', months: 1, end: '2026-02-28' },
  { start: '2028-01-31', months: 1, end: '2028-02-29' },
  { start: '2026-01-31', months: 3, end: '2026-04-30' },
  { start: '2026-02-28', months: 1, end: '2026-03-28' },
  { start: '2026-03-31', months: -1, end: '2026-02-28' },
  { start: '2026-08-31', months: 6, end: '2027-02-28' },
  { start: '2026-11-23', months: 12, end: '2027-11-23' },
];

const LIMIT_RECORDS = [
  { total: 100, used: 30, consume: 70, result: 'OK', after: 100 },
  { total: 100, used: 30, consume: 71, result: 'OVER_LIMIT', after: 30 },
  { total: 100, used: -50, consume: 150, result: 'LIMIT_INVALID', after: -50 },
  { total: 100, used: 0.5, consume: 1, result: 'LIMIT_INVALID', after: 0.5 },
  { total: 100, used: 120, consume: 0, result: 'OVER_LIMIT', after: 120 },
];

const LIMIT_REVISIONS: {
  replaced?: [total: number, used: number];
  total: number;
  used: number;
  available: number;
  draw: 'OK' | 'OVER_LIMIT';
}[] = [
  {
    replaced: [2_500_000_000, 1_294_800_000],
    total: 1_500_000_000,
    used: 1_294_800_000,
    available: 205_200_000,
    draw: 'OK',
  },
  {
    replaced: [2_500_000_000, 1_294_800_000],
    total: 112_000_000,
    used: 1_294_800_000,
    available: 0,
    draw: 'OVER_LIMIT',
  },
  { total: 112_000_000, used: 0, available: 112_000_000, draw: 'OK' },
];

describe('docs/finance.md examples', () => {
  it('rate-kinds', () => {
    for (const e of RATE_KINDS_EXAMPLES) {
      expect(rateProblem(e.kind, e.rate) ?? 'OK').toBe(e.result);
      if (e.result === 'OK') expect(toRateOf(e.kind, e.rate).toString()).toBe(e.rate);
      else expect(() => toRateOf(e.kind, e.rate)).toThrow(/rate/);
    }
    expect(docTable('rate-kinds')).toEqual(RATE_KINDS_EXAMPLES.map((e) => [e.kind, e.rate, e.result]));
  });

  it('add-months', () => {
    for (const e of ADD_MONTHS) expect(addMonths(e.start, e.months)).toBe(e.end);
    expect(docTable('add-months')).toEqual(ADD_MONTHS.map((e) => [e.start, String(e.months), e.end]));
  });

  it('months-between', () => {
    for (const e of MONTHS_BETWEEN) expect(monthsBetween(e.from, e.to)).toBe(e.months);
    expect(docTable('months-between')).toEqual(MONTHS_BETWEEN.map((e) => [e.from, e.to, String(e.months)]));
  });

  it('limit-record', () => {
    for (const e of LIMIT_RECORDS) {
      const r = consume({ total: e.total, used: e.used }, e.consume);
      expect(r.ok ? 'OK' : r.code).toBe(e.result);
      expect(r.ok ? r.limit.used : e.used).toBe(e.after);
    }
    expect(docTable('limit-record')).toEqual(
      LIMIT_RECORDS.map((e) => [e.total, e.used, e.consume, e.result, e.after].map(String)),
    );
  });

  it('limit-revision', () => {
    for (const e of LIMIT_REVISIONS) {
      const limit = revise(e.replaced && { total: e.replaced[0], used: e.replaced[1] }, e.total);
      expect(limit).toEqual({ total: e.total, used: e.used });
      expect(available(limit)).toBe(e.available);
      const r = consume(limit, 80_000_000);
      expect(r.ok ? 'OK' : r.code).toBe(e.draw);
    }
    const dash = (n: number | undefined) => (n === undefined ? '—' : vnd(n));
    expect(docTable('limit-revision')).toEqual(
      LIMIT_REVISIONS.map((e) => [
        dash(e.replaced?.[0]),
        dash(e.replaced?.[1]),
        vnd(e.total),
        vnd(e.used),
        vnd(e.available),
        e.draw,
      ]),
    );
  });

  it('has a test for every examples table', () => {
    const names = docExampleNames();
    expect(names.sort()).toEqual(
      [
        'vnd-format',
        'rate-format',
        'days-between',
        'today',
        'credit-deadline',
        'early-payment',
        'penal-interest',
        'debt-stage',
        'check-transaction',
        'rate-kinds',
        'add-months',
        'months-between',
        'limit-record',
        'limit-revision',
        'receivable-checks',
        'settlement',
        // §10, checked in adjustment.test.ts.
        'additional-payment',
        'date-revision',
        'referral-commission',
        'what-if-apr',
        // §11, checked in lending.test.ts, guarantee-fee.test.ts and commission.test.ts.
        'payment-periods',
        'loan-schedule',
        'loan-early-settlement',
        'loan-extension',
        'guarantee-fee',
        'referral-commission-yearly',
        // §15, checked in savings.test.ts.
        'savings-interest',
      ].sort(),
    );
  });

  it('vnd-format', () => {
    for (const n of VND_FORMAT) expect(formatVnd(n)).toBe(formatVnd(n, 'none'));
    expect(docTable('vnd-format')).toEqual(
      VND_FORMAT.map((n) => [String(n), formatVnd(n), formatVnd(n, 'symbol'), formatVnd(n, 'code')]),
    );
    expect(formatVnd(1_234_567, 'symbol')).toBe('1.234.567 ₫');
  });

  it('rate-format', () => {
    for (const r of RATE_FORMAT) {
      expect(formatRate(r.rate, 'vi')).toBe(r.vi);
      expect(formatRate(r.rate, 'en')).toBe(r.en);
    }
    expect(docTable('rate-format')).toEqual(RATE_FORMAT.map((r) => [String(r.rate), r.vi, r.en]));
  });

  it('days-between', () => {
    for (const e of DAYS_BETWEEN) expect(daysBetween(e.from, e.to)).toBe(e.days);
    expect(docTable('days-between')).toEqual(DAYS_BETWEEN.map((e) => [e.from, e.to, String(e.days)]));
  });

  it('today', () => {
    for (const e of TODAY) expect(todayIn('Asia/Ho_Chi_Minh', new Date(e.instant))).toBe(e.today);
    expect(docTable('today')).toEqual(TODAY.map((e) => [e.instant, e.today]));
  });

  it('credit-deadline', () => {
    for (const e of CREDIT_DEADLINE)
      expect(creditAssessmentDeadline(e.received, e.holidays)).toBe(e.deadline);
    expect(docTable('credit-deadline')).toEqual(
      CREDIT_DEADLINE.map((e) => [
        e.received,
        e.holidays.length ? e.holidays.join(', ') : 'none',
        e.deadline,
      ]),
    );
  });

  it('early-payment', () => {
    for (const e of EARLY_PAYMENT) expect(earlyPaymentQuote(e.terms, HOLIDAYS)).toEqual(e.quote);
    expect(docTable('early-payment')).toEqual(
      EARLY_PAYMENT.map(({ terms: t, quote: q }) => [
        vnd(t.arAmount),
        pct(t.paymentRatio),
        pct(t.discountRate),
        pct(t.platformRate),
        t.paymentDate,
        t.maturityDate,
        q.countedTo,
        q.countedToReason,
        String(q.days),
        vnd(q.advance),
        vnd(q.discount),
        vnd(q.platformFee),
        vnd(q.salePrice),
        vnd(q.residual),
      ]),
    );
  });

  it('penal-interest', () => {
    for (const e of PENAL) {
      const r = penalInterest(e.unpaid, e.due, e.asOf, e.policy);
      expect([r.daysLate, r.type1Days, r.type2Days, r.amount]).toEqual(e.result);
    }
    expect(docTable('penal-interest')).toEqual(
      PENAL.map((e) => {
        const p = e.policy;
        return [
          vnd(e.unpaid),
          pct(e.policy.discountRate),
          pct(e.policy.latePaymentRate),
          p.type1DailyRate === undefined ? 'derived' : daily(p.type1DailyRate),
          daily(p.type2DailyRate ?? '0.066'),
          String(p.type2AfterDays ?? 30),
          e.due,
          e.asOf,
          ...e.result.slice(0, 3).map(String),
          vnd(e.result[3] ?? Number.NaN),
        ];
      }),
    );
  });

  it('debt-stage', () => {
    for (const e of DEBT_STAGE) {
      expect(daysPastDue(e.due, e.asOf)).toBe(e.dpd);
      expect(debtStageOn(e.due, e.asOf, e.n1)).toBe(e.stage);
    }
    expect(docTable('debt-stage')).toEqual(
      DEBT_STAGE.map((e) => [e.due, e.asOf, String(e.n1), String(e.dpd), e.stage]),
    );
  });

  it('check-transaction', () => {
    for (const e of CHECKS) {
      const r = checkTransaction({
        buyerLimit: { total: e.buyer[0], used: e.buyer[1] },
        supplierLimit: { total: e.supplier[0], used: e.supplier[1] },
        requested: e.requested,
        maxPaymentRatio: e.max,
        ratio: e.ratio,
      });
      expect(r.ok ? 'OK' : r.reason).toBe(e.result);
      if (r.ok) expect(r.available).toBe(e.available);
      else expect(r.code).toBe('OVER_LIMIT');
      const buyer = { total: e.buyer[0], used: e.buyer[1] };
      expect(supplierAvailableOnBuyer({ total: e.supplier[0], used: e.supplier[1] }, buyer)).toBe(
        e.available,
      );
    }
    expect(docTable('check-transaction')).toEqual(
      CHECKS.map((e) => [
        vnd(e.buyer[0]),
        vnd(e.buyer[1]),
        vnd(e.supplier[0]),
        vnd(e.supplier[1]),
        vnd(e.requested),
        pct(e.max),
        pct(e.ratio),
        vnd(e.available),
        e.result,
      ]),
    );
  });
});

const AR_BOUNDS = {
  ar_value_min: 10_000_000,
  ar_value_max: 2_000_000_000,
  ar_term_min: 15,
  ar_term_max: 120,
};
const AR_CHECKS = [
  { invoice: 110_000_000, ar: 100_000_000, first: 0, due: 100_000_000, term: 60, problems: [] },
  {
    invoice: 110_000_000,
    ar: 100_000_000,
    first: 0,
    due: 100_000_000,
    term: 150,
    problems: ['AR_TERM_OUT_OF_RANGE'],
  },
  {
    invoice: 110_000_000,
    ar: 120_000_000,
    first: 120_000_000,
    due: 0,
    term: 60,
    problems: ['AR_OVER_INVOICE', 'FIRST_PAYMENT_NOT_BELOW_AR'],
  },
  {
    invoice: 110_000_000,
    ar: 100_000_000,
    first: 30_000_000,
    due: 100_000_001,
    term: 60,
    problems: ['DUE_PAYMENT_OVER_AR'],
  },
  {
    invoice: 110_000_000,
    ar: 5_000_000,
    first: 0,
    due: 5_000_000,
    term: 60,
    problems: ['AR_VALUE_OUT_OF_RANGE'],
  },
  { invoice: 110_000_000, ar: 100_000_000, first: 0, due: 100_000_000, term: 120, problems: [] },
];

describe('docs/finance.md receivable checks', () => {
  it('receivable-checks', () => {
    for (const e of AR_CHECKS) {
      const got = receivableProblems(
        {
          invoice_amount: e.invoice,
          ar_amount: e.ar,
          buyer_first_payment: e.first,
          due_payment: e.due,
          term_days: e.term,
        },
        AR_BOUNDS,
      );
      expect(got, JSON.stringify(e)).toEqual(e.problems);
    }
    expect(docTable('receivable-checks')).toEqual(
      AR_CHECKS.map((e) => [
        vnd(e.invoice),
        vnd(e.ar),
        vnd(e.first),
        vnd(e.due),
        String(e.term),
        e.problems.length ? e.problems.join(' ') : '—',
      ]),
    );
  });
});

/** docs/finance.md §8: one receivable of 1.000.000.000 with an advance of 800.000.000. */
const SETTLEMENT: { case: string; due: string; payments: BuyerPayment[]; asOf: string; rows: number[][] }[] =
  [
    {
      case: 'A',
      due: '2026-06-01',
      payments: [{ date: '2026-06-01', amount: 1_000_000_000 }],
      asOf: '2026-06-01',
      rows: [[800_000_000, 200_000_000, 0, 0, 0, 0]],
    },
    {
      case: 'B',
      due: '2026-05-30',
      payments: [{ date: '2026-06-01', amount: 1_000_000_000 }],
      asOf: '2026-06-01',
      rows: [[800_000_000, 200_000_000, 0, 0, 0, 0]],
    },
    {
      case: 'C',
      due: '2026-06-01',
      payments: [
        { date: '2026-06-16', amount: 600_000_000 },
        { date: '2026-07-16', amount: 413_315_068 },
      ],
      asOf: '2026-07-16',
      rows: [
        [600_000_000, 0, 0, 0, 400_000_000, 7_397_260],
        [200_000_000, 200_000_000, 13_315_068, 0, 0, 13_315_068],
      ],
    },
    {
      case: 'D',
      due: '2026-06-01',
      payments: [{ date: '2026-06-01', amount: 1_000_000_100 }],
      asOf: '2026-06-01',
      rows: [[800_000_000, 200_000_000, 0, 100, 0, 0]],
    },
  ];

describe('docs/finance.md settlement', () => {
  it('settlement', () => {
    const docRows: string[][] = [];
    for (const e of SETTLEMENT) {
      const terms = { amountDue: 1_000_000_000, advance: 800_000_000, dueDate: e.due, penal: policy12 };
      const got = settlementPosition(terms, e.payments, e.asOf);
      expect(got.settled, e.case).toBe(true);
      e.payments.forEach((p, i) => {
        const a = got.allocations[i]!;
        const accrued = settlementPosition(terms, e.payments, p.date).penalAccrued;
        expect([a.toFunder, a.toSupplier, a.toPenal, a.excess, a.unpaidAfter, accrued], e.case).toEqual(
          e.rows[i],
        );
        docRows.push([e.case, e.due, p.date, vnd(p.amount), ...(e.rows[i] ?? []).map(vnd)]);
      });
    }
    expect(docTable('settlement')).toEqual(docRows);
  });
});
