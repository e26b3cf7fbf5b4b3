import { accountBalance, JOURNAL_ACCOUNTS, type JournalAccount } from '@arflow/domain/journal';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { journalEntries, journalLines } from './journal.tables.ts';

export type Balances = Record<JournalAccount, number>;

/**
 * Balances derived from the lines, never stored: of one receivable, supplier, buyer or loan, or of the
 * funder as a whole (no filter). Each account on its increasing side (docs/finance.md §9).
 */
export async function balances(
  db: DbOrTx,
  of: { receivable_id?: number; sup_id?: number; buy_id?: number; lending_id?: number; upTo?: string } = {},
): Promise<Balances> {
  const filters: SQL[] = [];
  if (of.receivable_id !== undefined) filters.push(eq(journalEntries.receivable_id, of.receivable_id));
  if (of.sup_id !== undefined) filters.push(eq(journalEntries.sup_id, of.sup_id));
  if (of.buy_id !== undefined) filters.push(eq(journalEntries.buy_id, of.buy_id));
  if (of.lending_id !== undefined) filters.push(eq(journalEntries.lending_id, of.lending_id));
  if (of.upTo !== undefined) filters.push(sql`${journalEntries.business_date} <= ${of.upTo}`);
  const rows = await db
    .select({
      account: journalLines.account,
      debit: sql<number>`coalesce(sum(${journalLines.debit}), 0)::bigint`.mapWith(Number),
      credit: sql<number>`coalesce(sum(${journalLines.credit}), 0)::bigint`.mapWith(Number),
    })
    .from(journalLines)
    .innerJoin(journalEntries, eq(journalEntries.id, journalLines.entry_id))
    .where(and(...filters))
    .groupBy(journalLines.account);
  const out = Object.fromEntries(JOURNAL_ACCOUNTS.map((a) => [a, 0])) as Balances;
  for (const r of rows) out[r.account] = accountBalance(r.account, r);
  return out;
}

/**
 * The reconciliation check: over the whole journal, debits equal credits, and no entry is
 * unbalanced. Answers the unbalanced entries' ids (none when the books are sound).
 */
export async function unbalancedEntries(db: DbOrTx): Promise<number[]> {
  const rows = await db
    .select({ id: journalLines.entry_id })
    .from(journalLines)
    .groupBy(journalLines.entry_id)
    .having(sql`sum(${journalLines.debit}) <> sum(${journalLines.credit})`);
  return rows.map((r) => r.id);
}
