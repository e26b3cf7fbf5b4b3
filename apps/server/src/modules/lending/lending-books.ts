import { compareIso } from '@arflow/domain/dates';
import {
  loanDisbursementLines,
  loanInterestAccrualLines,
  loanRepaymentLines,
  type PartnerJournalKind,
  type PartnerJournalLine,
} from '@arflow/domain/journal';
import { type LoanSchedule, loanInterestAccrued } from '@arflow/domain/lending';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx, Tx } from '../../platform/db/client.ts';
import { postEntry, reverseEntry } from '../journal/index.ts';
import { journalEntries, journalLines } from '../journal/journal.tables.ts';

/**
 * A loan's entries in the funder's journal (docs/finance.md §9 "The partners' entries"). Interest
 * is booked as the total accrued to a date minus what the journal holds for the loan already, so
 * a job run twice, or a settlement after the day's accrual, books the difference only (none).
 */
interface Booking {
  lendingId: number;
  date: string;
  now: Date;
  by?: number | null;
}

async function post(tx: Tx, b: Booking, kind: PartnerJournalKind, lines: PartnerJournalLine[], memo: string) {
  return postEntry(tx, {
    kind,
    business_date: b.date,
    lines,
    lending_id: b.lendingId,
    memo,
    created_by: b.by ?? null,
    now: b.now,
  });
}

/** What the journal holds on one account for the loan, on the account's increasing side. */
async function bookedOn(
  tx: Tx,
  lendingId: number,
  account: 'loan_interest_expense' | 'loan_interest_payable',
) {
  const side =
    account === 'loan_interest_expense'
      ? sql`${journalLines.debit} - ${journalLines.credit}`
      : sql`${journalLines.credit} - ${journalLines.debit}`;
  const [row] = await tx
    .select({ v: sql<number>`coalesce(sum(${side}), 0)::bigint`.mapWith(Number) })
    .from(journalLines)
    .innerJoin(journalEntries, eq(journalEntries.id, journalLines.entry_id))
    .where(and(eq(journalEntries.lending_id, lendingId), eq(journalLines.account, account)));
  return row?.v ?? 0;
}

/** The loan's settlements in the books that no reversal has undone (one at most once paid). */
export function settlementsBooked(db: DbOrTx, lendingId: number) {
  const reversal = alias(journalEntries, 'reversal');
  return db
    .select({ id: journalEntries.id, business_date: journalEntries.business_date })
    .from(journalEntries)
    .leftJoin(reversal, eq(reversal.reverses, journalEntries.id))
    .where(
      and(
        eq(journalEntries.lending_id, lendingId),
        eq(journalEntries.kind, 'loan_repayment'),
        isNull(reversal.id),
      ),
    );
}

/** The principal reaches the platform: Dr cash, Cr partner_loan_payable. */
export function bookDisbursement(tx: Tx, b: Booking, principal: number) {
  return post(tx, b, 'loan_disbursement', loanDisbursementLines(principal), `loan ${b.lendingId} disbursed`);
}

/**
 * Interest accrued to `b.date` (never past the maturity: the schedule charges none after it)
 * minus what is booked. Answers the amount booked (0 when the books were up to date).
 */
export async function bookAccrual(tx: Tx, b: Booking, schedule: LoanSchedule): Promise<number> {
  const accrued = loanInterestAccrued(schedule, b.date);
  const booked = await bookedOn(tx, b.lendingId, 'loan_interest_expense');
  if (accrued === booked) return 0;
  await post(
    tx,
    b,
    'loan_interest_accrual',
    loanInterestAccrualLines(accrued, booked),
    `loan ${b.lendingId} interest to ${b.date}`,
  );
  return accrued - booked;
}

/**
 * The settlement: interest accrued to the settlement date first, then the principal and every
 * unpaid interest go back to the partner (Dr partner_loan_payable, Dr loan_interest_payable, Cr cash).
 */
export async function bookSettlement(tx: Tx, b: Booking, schedule: LoanSchedule) {
  const last = schedule.periods.at(-1);
  const date = last && compareIso(b.date, last.end) > 0 ? last.end : b.date;
  await bookAccrual(tx, { ...b, date }, schedule);
  const interest = await bookedOn(tx, b.lendingId, 'loan_interest_payable');
  const principal =
    schedule.periods.find((p) => compareIso(date, p.start) > 0 && compareIso(date, p.end) <= 0)?.opening ??
    schedule.principal;
  return post(
    tx,
    b,
    'loan_repayment',
    loanRepaymentLines({ principal, interest }),
    `loan ${b.lendingId} settled`,
  );
}

/**
 * What a step of the loan books, on the funder's side of each movement of cash (decision 0088):
 * the disbursement when the funder's accounting confirms the partner's slip (4 → 6) or records
 * the transfer itself (3 → 5); the settlement when the funder pays it with its slip (→ 62). A
 * settlement the partner refused (62 → 61) is reversed when the funder pays again. The partner's
 * own confirmations move no cash in the funder's books and book nothing.
 */
export async function bookStep(
  tx: Tx,
  b: Booking & { action: string; from: number; amount: number; schedule: () => Promise<LoanSchedule> },
) {
  if (b.action === 'record_disbursement' || (b.action === 'confirm_disbursement' && b.from === 4))
    return bookDisbursement(tx, b, b.amount);
  if (b.action !== 'pay_settlement') return null;
  const refused = await settlementsBooked(tx, b.lendingId);
  for (const r of refused)
    await reverseEntry(tx, r.id, {
      business_date: b.date,
      memo: `loan ${b.lendingId} settlement refused by the partner`,
      created_by: b.by ?? null,
      now: b.now,
    });
  return bookSettlement(tx, b, await b.schedule());
}
