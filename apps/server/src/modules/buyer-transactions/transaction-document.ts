import { and, eq, isNull } from 'drizzle-orm';
import type { UserState } from '../../platform/auth/user-state.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { storedFiles } from '../../platform/files/files.tables.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { transactionDocuments, transactions } from '../transactions/transactions.tables.ts';
import { buyerScope } from './buyer-transactions.query.ts';

/**
 * The stored file of a supplier's document of one of the buyer's transactions (view-file-docs):
 * the file belongs to the supplier, the buyer reads it through the transaction, or 404.
 */
export async function findTransactionDocumentFile(o: {
  db: DbOrTx;
  actor: UserState;
  id: number;
  docId: number;
}) {
  const [row] = await o.db
    .select({ file: storedFiles })
    .from(transactionDocuments)
    .innerJoin(transactions, eq(transactions.id, transactionDocuments.trans_id))
    .innerJoin(storedFiles, eq(storedFiles.id, transactionDocuments.file_id))
    .where(
      and(
        buyerScope(o.actor),
        eq(transactions.id, o.id),
        eq(transactionDocuments.id, o.docId),
        isNull(transactionDocuments.deleted_at),
        isNull(storedFiles.deleted_at),
      ),
    );
  if (!row) throw new AppError('NOT_FOUND');
  return row.file;
}
