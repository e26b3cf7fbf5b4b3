import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { UserState } from '../../platform/auth/user-state.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { storedFiles } from '../../platform/files/files.tables.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { transactionDocuments, transactions } from '../transactions/transactions.tables.ts';
import { buyerScope } from './buyer-transactions.query.ts';

/** Which file a download names: one document of one of the buyer's transactions. */
export interface BuyerFileRequest {
  db: DbOrTx;
  actor: UserState;
  id: number;
  docId: number;
}

/**
 * The condition every buyer download shares: the transaction is the caller's (buyerScope) and the
 * one the path names, the stored file not deleted; `more` names the document.
 */
export const buyerFileWhere = (o: BuyerFileRequest, ...more: SQL[]) =>
  and(buyerScope(o.actor), eq(transactions.id, o.id), isNull(storedFiles.deleted_at), ...more);

/** The file of the first row, or 404 (another company's document, or none). */
export async function fileOrNotFound<F>(rows: Promise<{ file: F }[]>): Promise<F> {
  const [row] = await rows;
  if (!row) throw new AppError('NOT_FOUND');
  return row.file;
}

/**
 * The stored file of a supplier's document of one of the buyer's transactions (view-file-docs):
 * the file belongs to the supplier, the buyer reads it through the transaction, or 404.
 */
export function findTransactionDocumentFile(o: BuyerFileRequest) {
  return fileOrNotFound(
    o.db
      .select({ file: storedFiles })
      .from(transactionDocuments)
      .innerJoin(transactions, eq(transactions.id, transactionDocuments.trans_id))
      .innerJoin(storedFiles, eq(storedFiles.id, transactionDocuments.file_id))
      .where(
        buyerFileWhere(o, eq(transactionDocuments.id, o.docId), isNull(transactionDocuments.deleted_at)),
      ),
  );
}
