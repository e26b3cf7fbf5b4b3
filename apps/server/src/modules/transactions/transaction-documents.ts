import { and, asc, eq, isNull, type SQL } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResult } from 'drizzle-orm/query-builders/select.types';
import type { DbOrTx } from '../../platform/db/client.ts';
import { fileOrNotFound } from '../../platform/files/file-or-not-found.ts';
import { storedFiles } from '../../platform/files/files.tables.ts';
import { transactionDocuments, transactions } from './transactions.tables.ts';

type Joined = { transaction_documents: 'not-null'; stored_files: 'not-null' };

/**
 * A transaction's live (not deleted) documents with their stored files, oldest first, `columns`
 * from either table, `also` narrowing them (one group): the one way every module lists them.
 */
export async function documentsOfTransaction<S extends SelectedFields>(
  db: DbOrTx,
  transId: number,
  columns: S,
  also?: SQL,
): Promise<SelectResult<S, 'partial', Joined>[]> {
  // Drizzle cannot follow a generic selection through a join; the row type is restated above.
  const rows = await db
    .select(columns as SelectedFields)
    .from(transactionDocuments)
    .innerJoin(storedFiles, eq(storedFiles.id, transactionDocuments.file_id))
    .where(and(eq(transactionDocuments.trans_id, transId), isNull(transactionDocuments.deleted_at), also))
    .orderBy(asc(transactionDocuments.id));
  return rows as SelectResult<S, 'partial', Joined>[];
}

/**
 * The stored file of one live document of a transaction (a download), or 404: `scope` is the
 * caller's condition on the transaction (a buyer reads its own through it), none where the route
 * has already checked the transaction.
 */
export function documentFileOfTransaction(db: DbOrTx, transId: number, docId: number, scope?: SQL) {
  return fileOrNotFound(
    db
      .select({ file: storedFiles })
      .from(transactionDocuments)
      .innerJoin(transactions, eq(transactions.id, transactionDocuments.trans_id))
      .innerJoin(storedFiles, eq(storedFiles.id, transactionDocuments.file_id))
      .where(
        and(
          eq(transactionDocuments.trans_id, transId),
          eq(transactionDocuments.id, docId),
          isNull(transactionDocuments.deleted_at),
          isNull(storedFiles.deleted_at),
          scope,
        ),
      ),
  );
}
