import { and, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResult } from 'drizzle-orm/query-builders/select.types';
import type { DbOrTx } from '../../platform/db/client.ts';
import { receivables } from '../receivables/receivables.tables.ts';
import { transactionReceivables } from './transactions.tables.ts';

type Joined = { transaction_receivables: 'not-null'; receivables: 'not-null' };

/**
 * A transaction's receivables with their invoices (the link row and the receivable side by side),
 * `columns` from either table, `also` narrowing them: the one way every module reads them.
 */
export async function receivablesOfTransaction<S extends SelectedFields>(
  db: DbOrTx,
  transId: number,
  columns: S,
  o: { also?: SQL; orderBy?: (AnyPgColumn | SQL)[] } = {},
): Promise<SelectResult<S, 'partial', Joined>[]> {
  // Drizzle cannot follow a generic selection through a join; the row type is restated above.
  const rows = await db
    .select(columns as SelectedFields)
    .from(transactionReceivables)
    .innerJoin(receivables, eq(receivables.id, transactionReceivables.ar_id))
    .where(and(eq(transactionReceivables.trans_id, transId), o.also))
    .orderBy(...(o.orderBy ?? []));
  return rows as SelectResult<S, 'partial', Joined>[];
}
