/**
 * What a portfolio of sold receivables must look like on each business date, worked out apart
 * from the code under test (settlement engine, journal builders, debt rules, date helpers): from
 * spec §4/§5/§9 and docs/finance.md §4, §8 and §9, in BigInt arithmetic. The business-clock
 * scenario (portfolio.int.test.ts) runs the real server and compares it with this, day by day.
 */

export type ArStatus =
  | 'REVIEW'
  | 'FIRST_PAID'
  | 'SETTLEMENT'
  | 'OVERDUE'
  | 'BAD_DEBT'
  | 'SETTLED'
  | 'DONE_COLLECTION'
  | 'DELETED';

const DAY_MS = 86_400_000;
const toTime = (d: string) => Date.parse(`${d}T00:00:00Z`);
export const plus = (d: string, days: number) =>
  new Date(toTime(d) + days * DAY_MS).toISOString().slice(0, 10);
export const diff = (from: string, to: string) => Math.round((toTime(to) - toTime(from)) / DAY_MS);

/** Civil Code art. 148: a due date on a weekend or a public holiday moves to the next working day. */
export function nextWorkingDay(d: string, holidays: ReadonlySet<string>): string {
  let day = d;
  for (;;) {
    const weekday = new Date(toTime(day)).getUTCDay();
    if (weekday !== 0 && weekday !== 6 && !holidays.has(day)) return day;
    day = plus(day, 1);
  }
}

/** Half up, for the positive quotients of money formulas. */
export const roundDiv = (num: bigint, den: bigint): number => Number((2n * num + den) / (2n * den));

/** Rates with at most `places` decimals as whole numbers (10,5 % → 105 with 1 place). */
export function scaled(rate: number, places: number): bigint {
  const n = Math.round(rate * 10 ** places);
  if (Math.abs(n - rate * 10 ** places) > 1e-6)
    throw new Error(`rate ${rate} has more than ${places} decimals`);
  return BigInt(n);
}

/** One sold receivable and its terms as the test set them up. */
export interface Receivable {
  id: number;
  transId: number;
  supId: number;
  buyId: number;
  ar: number;
  advance: number;
  discount: number;
  fee: number;
  sale: number;
  residual: number;
  /** The stored due date, and the day it effectively falls due (art. 148). */
  due: string;
  eff: string;
  grace: number;
  n1: number;
  /**
   * Daily penal rates × 36 500 × 100: type 1 = discount % × late-payment % (12 × 150 = 1 800) or
   * the configured daily rate, each at most discount % × 150 (the legal cap).
   */
  type1: bigint;
  /** Type 2 % per day × 36 500 × 100 / 100 (0,066 → 2 409). */
  type2: bigint;
  status: ArStatus;
  payments: { date: string; amount: number }[];
  /** Penal interest the journal holds (penal_income) by the model's bookings. */
  booked: number;
  /** The business date of a write-off. */
  writtenOff?: string;
}

/** §4: the type 1 days are the first 30 late, the rest type 2; scaled sum for `late` days. */
const rateSum = (r: Receivable, late: number) =>
  r.type1 * BigInt(Math.min(late, 30)) + r.type2 * BigInt(Math.max(0, late - 30));

export interface Position {
  unpaid: number;
  funderOut: number;
  residualPaid: number;
  penalAccrued: number;
  penalPaid: number;
  /** How the last payment on or before the date was applied. */
  last?: { toFunder: number; toSupplier: number; toPenal: number; unpaidAfter: number };
}

/** §8: payments in date order pay the unpaid amount (funder first), then penal interest. */
export function position(r: Receivable, asOf: string): Position {
  const late = (d: string) => Math.max(0, diff(r.eff, d));
  let unpaid = r.ar;
  let funderOut = r.advance;
  let residualPaid = 0;
  let penalPaid = 0;
  let num = 0n;
  let lateSoFar = 0;
  let last: Position['last'];
  const accrueTo = (d: string) => {
    const l = late(d);
    if (unpaid > 0 && l > lateSoFar) num += BigInt(unpaid) * (rateSum(r, l) - rateSum(r, lateSoFar));
    lateSoFar = Math.max(lateSoFar, l);
  };
  for (const p of [...r.payments].sort((a, b) => a.date.localeCompare(b.date))) {
    if (p.date > asOf) break;
    accrueTo(p.date);
    const principal = Math.min(p.amount, unpaid);
    const toFunder = Math.min(principal, funderOut);
    const toSupplier = principal - toFunder;
    const toPenal = Math.min(p.amount - principal, roundDiv(num, 3_650_000n) - penalPaid);
    unpaid -= principal;
    funderOut -= toFunder;
    residualPaid += toSupplier;
    penalPaid += toPenal;
    last = { toFunder, toSupplier, toPenal, unpaidAfter: unpaid };
  }
  accrueTo(asOf);
  return { unpaid, funderOut, residualPaid, penalAccrued: roundDiv(num, 3_650_000n), penalPaid, last };
}

export interface Line {
  ar: number;
  kind: string;
  date: string;
  account: string;
  debit: number;
  credit: number;
}
export const lineKey = (l: Line) => `${l.ar}|${l.kind}|${l.date}|${l.account}|${l.debit}|${l.credit}`;

/** The book of expected lines: each action of the scenario adds what §9's table says it posts. */
export class ExpectedJournal {
  readonly all: Line[] = [];
  pending: Line[] = [];

  private post(r: Receivable, kind: string, date: string, dr: [string, number][], cr: [string, number][]) {
    const lines = [
      ...dr.map(([account, v]) => ({ ar: r.id, kind, date, account, debit: v, credit: 0 })),
      ...cr.map(([account, v]) => ({ ar: r.id, kind, date, account, debit: 0, credit: v })),
    ].filter((l) => l.debit !== 0 || l.credit !== 0);
    this.all.push(...lines);
    this.pending.push(...lines);
  }

  disbursement(r: Receivable, date: string) {
    this.post(
      r,
      'disbursement',
      date,
      [['buyer_receivable', r.ar]],
      [
        ['cash', r.sale],
        ['discount_income', r.discount],
        ['platform_fee_income', r.fee],
        ['supplier_residual_payable', r.residual],
      ],
    );
  }

  /** Penal interest booked to `total` accrued (a negative difference reverses the excess). */
  penal(r: Receivable, date: string, total: number) {
    const d = total - r.booked;
    r.booked = total;
    if (d > 0) this.post(r, 'penal_accrual', date, [['penal_receivable', d]], [['penal_income', d]]);
    if (d < 0) this.post(r, 'penal_accrual', date, [['penal_income', -d]], [['penal_receivable', -d]]);
  }

  collection(r: Receivable, date: string, amount: number, last: NonNullable<Position['last']>) {
    this.post(
      r,
      'buyer_collection',
      date,
      [['cash', amount]],
      [
        ['buyer_receivable', last.toFunder + last.toSupplier],
        ['penal_receivable', last.toPenal],
      ],
    );
    this.post(
      r,
      'residual_payment',
      date,
      [['supplier_residual_payable', last.toSupplier]],
      [['cash', last.toSupplier]],
    );
  }

  writeOff(r: Receivable, date: string, p: Position) {
    const residualOut = r.residual - p.residualPaid;
    const penalOut = p.penalAccrued - p.penalPaid;
    this.post(
      r,
      'write_off',
      date,
      [
        ['supplier_residual_payable', residualOut],
        ['write_off_expense', p.unpaid - residualOut + penalOut],
      ],
      [
        ['buyer_receivable', p.unpaid],
        ['penal_receivable', penalOut],
      ],
    );
  }

  /** Sums per account (each on its increasing side, as §9 shows balances) of the lines `of` selects. */
  balances(of: (l: Line) => boolean): Record<string, number> {
    const debitSide = new Set(['cash', 'buyer_receivable', 'penal_receivable', 'write_off_expense']);
    const out: Record<string, number> = {};
    for (const l of this.all.filter(of)) {
      const v = debitSide.has(l.account) ? l.debit - l.credit : l.credit - l.debit;
      out[l.account] = (out[l.account] ?? 0) + v;
    }
    return out;
  }
}

/** The close of business of `day` (§5 debt stages), in the product's step order, then penal interest. */
export function closeDay(rs: readonly Receivable[], day: string, journal: ExpectedJournal): void {
  for (const r of rs) {
    if (r.status === 'FIRST_PAID' && diff(day, r.eff) >= 0 && diff(day, r.eff) <= 7) r.status = 'SETTLEMENT';
    if ((r.status === 'FIRST_PAID' || r.status === 'SETTLEMENT') && diff(r.eff, day) > r.grace) {
      r.status = 'OVERDUE';
    }
    if (r.status === 'OVERDUE' && diff(r.eff, day) >= r.n1) r.status = 'BAD_DEBT';
    if (r.status === 'SETTLEMENT' || r.status === 'OVERDUE' || r.status === 'BAD_DEBT') {
      const accrued = position(r, day).penalAccrued;
      if (accrued !== 0) journal.penal(r, day, accrued);
    }
  }
}
