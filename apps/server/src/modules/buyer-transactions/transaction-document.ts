import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { UserState } from '../../platform/auth/user-state.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { storedFiles } from '../../platform/files/files.tables.ts';
import { documentFileOfTransaction } from '../transactions/index.ts';
import { transactions } from '../transactions/transactions.tables.ts';
import { buyerScope } from './buyer-transactions.query.ts';

/** Which file a download names: one document of one of the buyer's transactions. */
export interface BuyerFileRequest {
  db: DbOrTx;
  actor: UserState;
  id: number;
  docId: number;
}

/**
 * The condition of a buyer's download: the transaction is the caller's (buyerScope) and the one
 * the path names, the stored file not deleted; `more` names the document.
 */
export const buyerFileWhere = (o: BuyerFileRequest, ...more: SQL[]) =>
  and(buyerScope(o.actor), eq(transactions.id, o.id), isNull(storedFiles.deleted_at), ...more);

/**
 * The stored file of a supplier's document of one of the buyer's transactions (view-file-docs):
 * the file belongs to the supplier, the buyer reads it through the transaction, or 404.
 */
export function findTransactionDocumentFile(o: BuyerFileRequest) {
  return documentFileOfTransaction(o.db, o.id, o.docId, buyerScope(o.actor));
}
