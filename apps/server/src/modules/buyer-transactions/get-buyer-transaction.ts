import type { BuyerTransactionDetail, BuyerTransactionDocument } from '@arflow/domain/api/buyer-transactions';
import { BUYER_CONFIRMATION_WORKFLOW } from '@arflow/domain/workflows/buyer-confirmation';
import { TRANSACTION_WORKFLOW } from '@arflow/domain/workflows/transaction';
import { findHistory } from '../../platform/audit/history.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { pickFields } from '../../platform/db/rows.ts';
import { storedFiles } from '../../platform/files/files.tables.ts';
import type { Read } from '../../platform/http/context.ts';
import { documentsOfTransaction, pricedReceivables } from '../transactions/index.ts';
import { transactionDocuments } from '../transactions/transactions.tables.ts';
import { buyerActions } from './buyer-actions.ts';
import { loadBuyerTransaction, loadFundingRequest } from './buyer-transactions.query.ts';

/** The supplier's documents of a transaction (view-file-docs), newest last. */
export async function transactionDocumentsOf(
  db: DbOrTx,
  transId: number,
): Promise<BuyerTransactionDocument[]> {
  const rows = await documentsOfTransaction(db, transId, {
    ...pickFields(transactionDocuments, ['id', 'doc_group', 'doc_name', 'signed_date']),
    original_name: storedFiles.original_name,
    size: storedFiles.size,
    created_at: transactionDocuments.created_at,
  });
  return rows.map((r) => ({ ...r, created_at: r.created_at.toISOString() }));
}

/**
 * One of the buyer's transactions with its receivables, the supplier's documents, the funding
 * request (when the buyer funds it), one timeline (the transaction's and the buyer's steps) and
 * the actions the caller may take now.
 */
export async function getBuyerTransaction(opts: Read<{ id: number }>): Promise<BuyerTransactionDetail> {
  const { db, actor, id } = opts;
  const data = await loadBuyerTransaction(db, actor, id);
  const [ars, documents, funding, txHistory, buyerHistory] = await Promise.all([
    pricedReceivables(db, id),
    transactionDocumentsOf(db, id),
    loadFundingRequest(db, actor, id),
    findHistory(db, TRANSACTION_WORKFLOW.entity, id),
    findHistory(db, BUYER_CONFIRMATION_WORKFLOW.entity, id),
  ]);
  const history = [...txHistory, ...buyerHistory].sort(
    (a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id,
  );
  return {
    data,
    receivables: ars,
    documents,
    funding_request: funding,
    history,
    actions: buyerActions(actor, data.buyer_status, funding !== null),
  };
}
