import type { JournalAccount } from '@arflow/domain/journal';
import { runningBalances } from '@arflow/domain/modules/reports/figures';
import { and, between, eq, inArray, isNotNull, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../platform/db/client.ts';
import { transactionFundingPartners as funded } from '../funder-transactions/funder-transactions.tables.ts';
import { journalEntries, journalLines } from '../journal/journal.tables.ts';
import { firstPayments } from '../payments/payments.tables.ts';
import { transactions } from '../transactions/transactions.tables.ts';
import { lastUpdateOf } from './last-update.ts';

/**
 * The year reports of report-management (decision 0080): one row per month, summed by
 * PostgreSQL over the rows of that month (business dates: a disbursement's payment date, a
 * journal entry's business date), the months without any shown as zeros.
 */

const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);
const monthOf = (d: AnyPgColumn) => sql<number>`extract(month from ${d})::int`.mapWith(Number);
const total = (v: SQL | AnyPgColumn) => sql<number>`coalesce(sum(${v}), 0)::bigint`.mapWith(Number);
/** The sum of `v` over the group's rows meeting `when`. */
export const totalWhere = (v: SQL | AnyPgColumn, when: SQL) =>
  sql<number>`coalesce(sum(${v}) filter (where ${when}), 0)::bigint`.mapWith(Number);
const inYear = (d: AnyPgColumn, year: number) => between(d, `${year}-01-01`, `${year}-12-31`);

/** Rows by month, January to December, `empty` where a month has none. */
function byMonth<R extends { month: number }>(rows: R[], empty: (month: number) => R): R[] {
  const found = new Map(rows.map((r) => [r.month, r]));
  return MONTHS.map((m) => found.get(m) ?? empty(m));
}

/** Disbursements of the year: the transactions by their first payment's date. */
const disbursed = (year: number) => inYear(firstPayments.payment_date, year);
const disbursementSource = (year: number) => ({
  table: firstPayments,
  at: firstPayments.created_at,
  by: firstPayments.created_by,
  where: disbursed(year),
});

/** Monthly report: the transactions disbursed each month and their totals. */
export async function monthlyReport(db: DbOrTx, year: number) {
  const month = monthOf(firstPayments.payment_date);
  const rows = await db
    .select({
      month,
      trans_count: sql<number>`count(*)::int`.mapWith(Number),
      total_ar_amount: total(transactions.total_ar_amount),
      total_advance: total(transactions.total_advance),
      total_discount: total(transactions.total_discount),
      total_platform_fee: total(transactions.total_platform_fee),
    })
    .from(firstPayments)
    .innerJoin(transactions, eq(transactions.id, firstPayments.trans_id))
    .where(disbursed(year))
    .groupBy(month);
  return {
    data: byMonth(rows, (m) => ({
      month: m,
      trans_count: 0,
      total_ar_amount: 0,
      total_advance: 0,
      total_discount: 0,
      total_platform_fee: 0,
    })),
    object: await lastUpdateOf(db, [disbursementSource(year)]),
  };
}

/** Funding sources: each month's advances, the funder's own and those a funding partner took. */
export async function resourceMoney(db: DbOrTx, year: number) {
  const month = monthOf(firstPayments.payment_date);
  const rows = await db
    .select({
      month,
      own_funds: totalWhere(transactions.total_advance, isNull(funded.trans_id)),
      partner_funds: totalWhere(transactions.total_advance, isNotNull(funded.trans_id)),
      total: total(transactions.total_advance),
    })
    .from(firstPayments)
    .innerJoin(transactions, eq(transactions.id, firstPayments.trans_id))
    .leftJoin(funded, eq(funded.trans_id, firstPayments.trans_id))
    .where(disbursed(year))
    .groupBy(month);
  return {
    data: byMonth(rows, (m) => ({ month: m, own_funds: 0, partner_funds: 0, total: 0 })),
    object: await lastUpdateOf(db, [
      disbursementSource(year),
      {
        table: funded,
        at: funded.selected_at,
        by: funded.selected_by,
        where: sql`${funded.trans_id} in (select ${firstPayments.trans_id} from ${firstPayments} where ${disbursed(year)})`,
      },
    ]),
  };
}

const journalSource = (year: number) => ({
  table: journalEntries,
  at: journalEntries.created_at,
  by: journalEntries.created_by,
  where: inYear(journalEntries.business_date, year),
});

/** Monthly loans: what buyers owe on purchased receivables (buyer_receivable), month by month. */
export async function monthlyLoans(db: DbOrTx, year: number) {
  const receivable = eq(journalLines.account, 'buyer_receivable');
  const month = monthOf(journalEntries.business_date);
  const [rows, [opening]] = await Promise.all([
    db
      .select({ month, increase: total(journalLines.debit), decrease: total(journalLines.credit) })
      .from(journalLines)
      .innerJoin(journalEntries, eq(journalEntries.id, journalLines.entry_id))
      .where(and(receivable, inYear(journalEntries.business_date, year)))
      .groupBy(month),
    db
      .select({ balance: total(sql`${journalLines.debit} - ${journalLines.credit}`) })
      .from(journalLines)
      .innerJoin(journalEntries, eq(journalEntries.id, journalLines.entry_id))
      .where(and(receivable, lt(journalEntries.business_date, `${year}-01-01`))),
  ]);
  const months = byMonth(rows, (m) => ({ month: m, increase: 0, decrease: 0 }));
  const balances = runningBalances(opening?.balance ?? 0, months);
  return {
    data: months.map((m, i) => ({
      month: m.month,
      disbursed: m.increase,
      collected: m.decrease,
      outstanding: balances[i]!,
    })),
    object: await lastUpdateOf(db, [journalSource(year)]),
  };
}

export const INCOME = [
  'discount_income',
  'platform_fee_income',
  'penal_income',
] as const satisfies JournalAccount[];
/** An income account's earnings among the selected lines: credits less debits (reversals). */
export const earned = (account: JournalAccount) =>
  totalWhere(sql`${journalLines.credit} - ${journalLines.debit}`, eq(journalLines.account, account));

/** Financial revenue: the funder's income accounts, month by month. */
export async function financialRevenue(db: DbOrTx, year: number) {
  const month = monthOf(journalEntries.business_date);
  const rows = await db
    .select({
      month,
      discount_income: earned('discount_income'),
      platform_fee_income: earned('platform_fee_income'),
      penal_income: earned('penal_income'),
    })
    .from(journalLines)
    .innerJoin(journalEntries, eq(journalEntries.id, journalLines.entry_id))
    .where(and(inArray(journalLines.account, INCOME), inYear(journalEntries.business_date, year)))
    .groupBy(month);
  return {
    data: byMonth(
      rows.map((r) => ({ ...r, total: r.discount_income + r.platform_fee_income + r.penal_income })),
      (m) => ({ month: m, discount_income: 0, platform_fee_income: 0, penal_income: 0, total: 0 }),
    ),
    object: await lastUpdateOf(db, [journalSource(year)]),
  };
}
