import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { fixedClock } from '../../platform/clock.ts';
import { TINY_PDF } from '../../platform/files/samples.ts';
import { runDailyClose } from '../../platform/jobs/daily-close.ts';
import { buyerDebtSettings } from '../credit-buyer/credit-buyer.tables.ts';
import { createCompany } from '../enterprises/index.ts';
import { publicHolidays } from '../holidays/holidays.tables.ts';
import { balances, unbalancedEntries } from '../journal/index.ts';
import { journalEntries, journalLines } from '../journal/journal.tables.ts';
import { receivables } from '../receivables/receivables.tables.ts';
import { createReceivable } from '../transactions/index.ts';
import { transactionReceivables, transactions } from '../transactions/transactions.tables.ts';
import {
  type ArStatus,
  closeDay,
  diff,
  ExpectedJournal,
  lineKey,
  nextWorkingDay,
  plus,
  position,
  type Receivable,
  roundDiv,
  scaled,
} from './portfolio-expectations.ts';

/**
 * The business-clock scenario (issue 12): 200 sold receivables run for 120 days on the clock,
 * paid early, on time, in parts, late, backdated or never, some written off. Each day the
 * statuses, the penal interest booked and every journal line posted are compared with
 * portfolio-expectations.ts, which works them out from the rules without the code under test.
 */

// 10:00 on Monday 2 March 2026 in Vietnam.
const START = '2026-03-02';
const DAYS = 120;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: fixedClock('2026-03-02T03:00:00Z') });
});
afterAll(async () => {
  await t?.close();
});

/**
 * Buyers' debt terms (spec §9); the first has none and gets the defaults (grace 0, N1 91, 150 %,
 * type 1 derived from the discount rate, 0,066 %). Configured daily rates are charged as they are
 * up to 150 % of the receivable's discount rate, the legal cap (docs/finance.md §4).
 */
type BuyerTerms = { grace: number; n1: number; late: number; type1?: number; type2: number };
const BUYER_TERMS: (BuyerTerms | null)[] = [
  null,
  { grace: 3, n1: 31, late: 150, type1: 0.04, type2: 0.066 },
  { grace: 5, n1: 45, late: 120, type1: 0.05, type2: 0.05 },
  { grace: 0, n1: 60, late: 100, type1: 0.03, type2: 0.1 },
];
const DISCOUNT_RATES = [12, 10.5, 9.6];
const min = (a: bigint, b: bigint) => (a < b ? a : b);
const PLATFORM_RATES = [1, 0.5, 0];
const RATIOS = [80, 70, 90];

function form(fields: Record<string, string | number>) {
  const boundary = '----portfolio7MA4';
  const parts = Object.entries(fields).map(([k, v]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
  );
  const file = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="slip.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([...parts, file, TINY_PDF, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

async function call(method: 'GET' | 'POST', url: string, user: string, body?: unknown) {
  const multipart = body && typeof body === 'object' && 'payload' in body;
  const res = await t.app.inject({
    method,
    url: `/api${url}`,
    headers: { ...(await t.auth(user)), ...(multipart ? (body as ReturnType<typeof form>).headers : {}) },
    ...(body === undefined
      ? {}
      : { payload: multipart ? (body as ReturnType<typeof form>).payload : (body as object) }),
  });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res;
}

/** A buyer payment the plan asks for: `amount` 'rest' pays everything owed on its date. */
interface PlannedPayment {
  day: string;
  dated: string;
  amount: number | 'rest';
}

/** Sets the portfolio up: 50 completed transactions of 4 receivables, due 20/03 to 31/05/2026. */
async function portfolio(holidays: ReadonlySet<string>) {
  const sups = [
    await createCompany(t.db, 'SUPPLIER'),
    await createCompany(t.db, 'SUPPLIER'),
    await createCompany(t.db, 'SUPPLIER'),
  ];
  const buys: number[] = [];
  const now = new Date();
  for (const terms of BUYER_TERMS) {
    const id = await createCompany(t.db, 'BUYER');
    buys.push(id);
    if (terms)
      await t.db.insert(buyerDebtSettings).values({
        ent_id: id,
        grace_days: terms.grace,
        bad_debt_days: terms.n1,
        late_payment_rate: terms.late,
        overdue_type1_rate: terms.type1!,
        overdue_type2_rate: terms.type2,
        created_at: now,
        updated_at: now,
      });
  }
  const rs: Receivable[] = [];
  const firstPay = new Map<string, number[]>();
  for (let tr = 0; tr < 50; tr += 1) {
    const supId = sups[tr % 3]!;
    const buyId = buys[tr % 4]!;
    const terms: BuyerTerms = BUYER_TERMS[tr % 4] ?? { grace: 0, n1: 91, late: 150, type2: 0.066 };
    const payDate = plus(START, tr % 10);
    const dr = DISCOUNT_RATES[tr % 3]!;
    const cap = (scaled(dr, 1) * 150n) / 10n;
    const pr = PLATFORM_RATES[(tr + 1) % 3]!;
    const ratio = RATIOS[tr % 3]!;
    const [trans] = await t.db
      .insert(transactions)
      .values({
        trans_code: `GD-PF-${START}-${tr}-${supId}`,
        ent_id: supId,
        buy_id: buyId,
        transaction_date: payDate,
        status: 'COMPLETED',
        created_at: now,
        updated_at: now,
      })
      .returning({ id: transactions.id });
    for (let k = 0; k < 4; k += 1) {
      const n = tr * 4 + k;
      const ar = 50_000_000 + n * 1_234_567;
      // Scrambled so a transaction's receivables fall due on different days, weekends and holidays included.
      const due = plus('2026-03-20', (n * 37) % 73);
      const days = diff(payDate, due);
      const advance = roundDiv(BigInt(ar) * BigInt(ratio), 100n);
      // docs/finance.md §3: discount and fee on the advance for its days to maturity.
      const discount = roundDiv(BigInt(advance) * scaled(dr, 1) * BigInt(days), 365_000n);
      const fee = roundDiv(BigInt(advance) * scaled(pr, 1) * BigInt(days), 365_000n);
      const id = await createReceivable(t.db, {
        supId,
        buyId,
        status: 'REVIEW',
        ar_amount: ar,
        maturity_date: due,
      });
      const r: Receivable = {
        id,
        transId: trans!.id,
        supId,
        buyId,
        ar,
        advance,
        discount,
        fee,
        sale: advance - discount - fee,
        residual: ar - advance,
        due,
        eff: nextWorkingDay(due, holidays),
        grace: terms.grace,
        n1: terms.n1,
        type1: min(
          cap,
          terms.type1 === undefined
            ? (scaled(dr, 1) * BigInt(terms.late)) / 10n
            : (scaled(terms.type1, 3) * 365n) / 10n,
        ),
        type2: min(cap, (scaled(terms.type2, 3) * 365n) / 10n),
        status: 'REVIEW',
        payments: [],
        booked: 0,
      };
      expect((scaled(dr, 1) * BigInt(terms.late)) % 10n).toBe(0n);
      await t.db.insert(transactionReceivables).values({
        trans_id: trans!.id,
        ar_id: id,
        payment_ratio: ratio,
        requested_date: payDate,
        discount_rate: dr,
        platform_rate: pr,
        days,
        ar_amount: ar,
        advance,
        discount,
        platform_fee: fee,
        sale_price: r.sale,
        residual: r.residual,
        created_at: now,
      });
      rs.push(r);
    }
    firstPay.set(payDate, [...(firstPay.get(payDate) ?? []), trans!.id]);
  }
  return { rs, firstPay, sups, buys };
}

/** Each receivable's payments by its index: every path of docs/finance.md §8 and spec §5. */
function plan(r: Receivable, n: number): PlannedPayment[] {
  const at = (days: number, amount: number | 'rest', back = 0): PlannedPayment => ({
    day: plus(r.eff, days),
    dated: plus(r.eff, days - back),
    amount,
  });
  switch (n % 8) {
    case 0: // in full on the effective due date
      return [at(0, 'rest')];
    case 1: // in full five days early
      return [at(-5, 'rest')];
    case 2: // 40 % early, the rest on the stored due date (a weekend or holiday one is still in term)
      return [
        { day: plus(r.due, -3), dated: plus(r.due, -3), amount: Math.floor((r.ar * 4) / 10) },
        { day: r.due, dated: r.due, amount: 'rest' },
      ];
    case 3: // half two days late (in grace, or overdue), the rest with penal interest 18 days on
      return [at(2, Math.floor(r.ar / 2)), at(20, 'rest')];
    case 4: // in full 40 days late: debt collection
      return [at(40, 'rest')];
    case 6: // 30 % ten days late, then nothing: written off 5 days into bad debt
      return [at(10, Math.floor((r.ar * 3) / 10))];
    case 7: // in full, recorded a day after the bank received it
      return [at(4, 'rest', 1)];
    default: // never paid
      return [];
  }
}

describe('a portfolio of 200 receivables on the business clock for 120 days', () => {
  it('moves every status, books penal interest and journal lines as the rules say, and balances', async () => {
    const holidays = new Set(
      (await t.db.select({ d: publicHolidays.holiday_date }).from(publicHolidays)).map((r) => r.d),
    );
    const { rs, firstPay, sups, buys } = await portfolio(holidays);
    const plans = new Map(rs.map((r, n) => [r.id, plan(r, n)]));
    const writeOffs = new Set(rs.filter((_, n) => n % 8 === 6).map((r) => r.id));
    const journal = new ExpectedJournal();
    const ids = rs.map((r) => r.id);
    const before = await balances(t.db);
    const [{ max: startLine } = { max: 0 }] = await t.db
      .select({ max: sql<number>`coalesce(max(${journalLines.id}), 0)`.mapWith(Number) })
      .from(journalLines);
    let lastLine = startLine;

    const pay = async (r: Receivable, p: PlannedPayment) => {
      const owed = position(r, p.dated);
      const amount = p.amount === 'rest' ? owed.unpaid + owed.penalAccrued - owed.penalPaid : p.amount;
      r.payments.push({ date: p.dated, amount });
      const after = position(r, p.dated);
      const last = after.last!;
      const fields = {
        ar_id: r.id,
        payment_date: p.dated,
        amount,
        remaining_principal: last.unpaidAfter,
        interest_paid: last.toPenal,
      };
      const collecting = r.status === 'OVERDUE' || r.status === 'BAD_DEBT';
      const url = collecting
        ? `/debt-collection/${r.id}/collect`
        : `/payments/${r.transId}/settlement-payment/upload`;
      const res = await call('POST', url, 'accountant', form(fields));
      const settled = after.unpaid === 0 && after.penalAccrued === after.penalPaid;
      expect(res.json().settled, `${r.id} on ${p.dated}`).toBe(settled);
      journal.penal(r, p.dated, after.penalAccrued);
      journal.collection(r, p.dated, amount, last);
      if (settled) r.status = collecting ? 'DONE_COLLECTION' : 'SETTLED';
    };

    const check = async (day: string) => {
      const rows = await t.db
        .select({ id: receivables.id, status: receivables.status })
        .from(receivables)
        .where(inArray(receivables.id, ids));
      const got = new Map(rows.map((r) => [r.id, r.status as ArStatus]));
      const wrongStatus = rs.filter((r) => got.get(r.id) !== r.status);
      expect(
        wrongStatus.map((r) => `${r.id} due ${r.due}: ${got.get(r.id)} ≠ ${r.status}`),
        day,
      ).toEqual([]);

      const posted = await t.db
        .select({
          id: journalLines.id,
          ar: journalEntries.receivable_id,
          kind: journalEntries.kind,
          date: journalEntries.business_date,
          account: journalLines.account,
          debit: journalLines.debit,
          credit: journalLines.credit,
        })
        .from(journalLines)
        .innerJoin(journalEntries, sql`${journalEntries.id} = ${journalLines.entry_id}`)
        .where(sql`${journalLines.id} > ${lastLine}`);
      lastLine = Math.max(lastLine, ...posted.map((l) => l.id));
      const gotLines = posted.map((l) => lineKey({ ...l, ar: l.ar ?? 0 })).sort();
      expect(gotLines, day).toEqual(journal.pending.map(lineKey).sort());
      journal.pending = [];

      // The penal interest booked so far on each receivable is what §4/§8 accrue to this day.
      const penal = await t.db
        .select({
          ar: journalEntries.receivable_id,
          booked: sql<number>`sum(${journalLines.credit} - ${journalLines.debit})::bigint`.mapWith(Number),
        })
        .from(journalLines)
        .innerJoin(journalEntries, sql`${journalEntries.id} = ${journalLines.entry_id}`)
        .where(
          sql`${journalLines.account} = 'penal_income' and ${inArray(journalEntries.receivable_id, ids)}`,
        )
        .groupBy(journalEntries.receivable_id);
      const booked = new Map(penal.map((p) => [p.ar, p.booked]));
      // Accrual stops once paid (nothing unpaid) and at a write-off, as the model's position does.
      const expectedPenal = (r: Receivable) => position(r, r.writtenOff ?? day).penalAccrued;
      const wrongPenal = rs.filter((r) => (booked.get(r.id) ?? 0) !== expectedPenal(r));
      expect(
        wrongPenal.map((r) => `${r.id}: ${booked.get(r.id) ?? 0} ≠ ${expectedPenal(r)}`),
        day,
      ).toEqual([]);
    };

    // The first close of an installation closes its own date; then each move closes its day.
    await runDailyClose({
      db: t.db,
      businessDate: START,
      clock: t.app.deps.clock,
      steps: t.app.deps.dailySteps,
      log: t.app.log,
    });
    closeDay(rs, START, journal);
    for (let n = 0; n <= DAYS; n += 1) {
      const day = plus(START, n);
      if (n > 0) {
        const moved = await call('POST', '/business-date', 'master', { business_date: day });
        expect(moved.json().data).toMatchObject({ business_date: day, closed: [day] });
        closeDay(rs, day, journal);
      }
      for (const transId of firstPay.get(day) ?? []) {
        await call(
          'POST',
          `/transactions/${transId}/first-payment/upload`,
          'accountant',
          form({ trans_id: transId, payment_date: day }),
        );
        for (const r of rs.filter((x) => x.transId === transId)) {
          r.status = 'FIRST_PAID';
          journal.disbursement(r, day);
        }
      }
      for (const r of rs) {
        for (const p of plans.get(r.id)!.filter((x) => x.day === day)) await pay(r, p);
        if (writeOffs.has(r.id) && r.status === 'BAD_DEBT' && diff(plus(r.eff, r.n1), day) === 5) {
          const res = await call('POST', `/debt-collection/${r.id}/write-off`, 'master', {
            reason: 'Bên mua mất khả năng thanh toán',
          });
          expect(res.json().data.status).toBe('DELETED');
          const p = position(r, day);
          journal.penal(r, day, p.penalAccrued);
          journal.writeOff(r, day, p);
          r.status = 'DELETED';
          r.writtenOff = day;
        }
      }
      await check(day);
    }

    // The scenario went through every path: every status of the debt lifecycle was reached.
    const reached = new Set(rs.map((r) => r.status));
    for (const s of ['SETTLED', 'DONE_COLLECTION', 'OVERDUE', 'BAD_DEBT', 'DELETED'] as const) {
      expect(reached, s).toContain(s);
    }
    expect(rs.some((r) => r.due !== r.eff)).toBe(true);

    // The books balance, and every balance is what the expected lines and the model say.
    expect(await unbalancedEntries(t.db)).toEqual([]);
    const end = plus(START, DAYS);
    const perReceivable = await t.db
      .select({
        ar: journalEntries.receivable_id,
        account: journalLines.account,
        debit: sql<number>`sum(${journalLines.debit})::bigint`.mapWith(Number),
        credit: sql<number>`sum(${journalLines.credit})::bigint`.mapWith(Number),
      })
      .from(journalLines)
      .innerJoin(journalEntries, sql`${journalEntries.id} = ${journalLines.entry_id}`)
      .where(inArray(journalEntries.receivable_id, ids))
      .groupBy(journalEntries.receivable_id, journalLines.account);
    const debitSide = new Set(['cash', 'buyer_receivable', 'penal_receivable', 'write_off_expense']);
    const actual = new Map<number, Record<string, number>>();
    for (const row of perReceivable) {
      const b = actual.get(row.ar!) ?? {};
      const v = debitSide.has(row.account) ? row.debit - row.credit : row.credit - row.debit;
      if (v !== 0) b[row.account] = v;
      actual.set(row.ar!, b);
    }
    const nonZero = (b: Record<string, number>) =>
      Object.fromEntries(Object.entries(b).filter(([, v]) => v !== 0));
    for (const r of rs) {
      const p = position(r, r.writtenOff ?? end);
      const paid = r.payments.reduce((s, x) => s + x.amount, 0);
      const gone = r.status === 'DELETED';
      // §9 from the model's position, not from the lines: what each account must hold.
      const model = nonZero({
        cash: -r.sale + paid - p.residualPaid,
        buyer_receivable: gone ? 0 : p.unpaid,
        penal_receivable: gone ? 0 : p.penalAccrued - p.penalPaid,
        supplier_residual_payable: gone ? 0 : r.residual - p.residualPaid,
        discount_income: r.discount,
        platform_fee_income: r.fee,
        penal_income: p.penalAccrued,
        write_off_expense: gone ? p.unpaid - (r.residual - p.residualPaid) + p.penalAccrued - p.penalPaid : 0,
      });
      expect(actual.get(r.id) ?? {}, `receivable ${r.id}`).toEqual(model);
      expect(nonZero(journal.balances((l) => l.ar === r.id)), `receivable ${r.id}`).toEqual(model);
    }
    for (const supId of sups) {
      const ours = new Set(rs.filter((r) => r.supId === supId).map((r) => r.id));
      expect(nonZero(await balances(t.db, { sup_id: supId })), `supplier ${supId}`).toEqual(
        nonZero(journal.balances((l) => ours.has(l.ar))),
      );
    }
    for (const buyId of buys) {
      const ours = new Set(rs.filter((r) => r.buyId === buyId).map((r) => r.id));
      expect(nonZero(await balances(t.db, { buy_id: buyId })), `buyer ${buyId}`).toEqual(
        nonZero(journal.balances((l) => ours.has(l.ar))),
      );
    }
    const after = await balances(t.db);
    const funder = Object.fromEntries(
      Object.entries(after).map(([k, v]) => [k, v - before[k as keyof typeof before]]),
    );
    expect(nonZero(funder)).toEqual(nonZero(journal.balances(() => true)));
    // About 30 s alone on two cores; the margin is for a machine running other test files at once.
  }, 600_000);
});
