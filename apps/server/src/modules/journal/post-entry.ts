import { imbalance, type JournalKind, type JournalLine, reversalLines } from '@arflow/domain/journal';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { journalEntries, journalLines } from './journal.tables.ts';

export interface EntryInput {
  kind: JournalKind;
  business_date: string;
  lines: readonly JournalLine[];
  memo?: string | null;
  receivable_id?: number | null;
  sup_id?: number | null;
  buy_id?: number | null;
  lending_id?: number | null;
  idempotency_key?: string | null;
  /** The entry this one undoes. */
  reverses?: number | null;
  created_by?: number | null;
  now: Date;
}

/**
 * Posts a balanced entry in the caller's transaction and answers its id; an entry without lines
 * (every amount 0) posts nothing and answers null. An unbalanced entry is a programming error:
 * the domain builders balance by construction and the database refuses it again at commit.
 */
export async function postEntry(tx: Tx, e: EntryInput): Promise<number | null> {
  if (e.lines.length === 0) return null;
  if (imbalance(e.lines) !== 0) throw new Error(`unbalanced ${e.kind} entry: ${JSON.stringify(e.lines)}`);
  const [row] = await tx
    .insert(journalEntries)
    .values({
      kind: e.kind,
      business_date: e.business_date,
      memo: e.memo ?? null,
      receivable_id: e.receivable_id ?? null,
      sup_id: e.sup_id ?? null,
      buy_id: e.buy_id ?? null,
      lending_id: e.lending_id ?? null,
      idempotency_key: e.idempotency_key ?? null,
      reverses: e.reverses ?? null,
      created_by: e.created_by ?? null,
      created_at: e.now,
    })
    .returning({ id: journalEntries.id });
  await tx.insert(journalLines).values(e.lines.map((l) => ({ entry_id: row!.id, ...l })));
  return row!.id;
}

/** Reverses an entry with a new one on `business_date` (an entry is reversed at most once). */
export async function reverseEntry(
  tx: Tx,
  entryId: number,
  o: { business_date: string; memo: string; created_by: number | null; now: Date },
): Promise<number | null> {
  const [entry] = await tx.select().from(journalEntries).where(eq(journalEntries.id, entryId));
  if (!entry) return null;
  const lines = await tx
    .select({ account: journalLines.account, debit: journalLines.debit, credit: journalLines.credit })
    .from(journalLines)
    .where(eq(journalLines.entry_id, entryId));
  return postEntry(tx, {
    kind: 'reversal',
    business_date: o.business_date,
    lines: reversalLines(lines),
    memo: o.memo,
    receivable_id: entry.receivable_id,
    sup_id: entry.sup_id,
    buy_id: entry.buy_id,
    lending_id: entry.lending_id,
    reverses: entryId,
    created_by: o.created_by,
    now: o.now,
  });
}
