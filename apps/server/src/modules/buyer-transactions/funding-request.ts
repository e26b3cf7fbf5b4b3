import type {
  BuyerTransactionDocument,
  FundingDocumentsResponse,
  FundingRequestResponse,
} from '@arflow/domain/api/buyer-transactions';
import { fundingDocumentFields } from '@arflow/domain/api/buyer-transactions';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { writeAudit } from '../../platform/audit/audit.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { fileOrNotFound } from '../../platform/files/file-or-not-found.ts';
import { storedFiles } from '../../platform/files/files.tables.ts';
import { recordStaged } from '../../platform/files/record.ts';
import { receiveUpload } from '../../platform/files/upload.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { type Read, requireActor, type Upload } from '../../platform/http/context.ts';
import { transactions } from '../transactions/transactions.tables.ts';
import { buyerActions } from './buyer-actions.ts';
import { loadBuyerTransaction, loadFundingRequest } from './buyer-transactions.query.ts';
import { buyerFundingDocuments, buyerFundingRequests } from './buyer-transactions.tables.ts';
import { type BuyerFileRequest, buyerFileWhere } from './transaction-document.ts';

/** GET /buyer-transactions/{id}/funding-request: the request and what the caller may do with it. */
export async function getFundingRequest(o: Read<{ id: number }>): Promise<FundingRequestResponse> {
  const data = await loadFundingRequest(o.db, o.actor, o.id);
  if (!data) throw new AppError('NOT_FOUND');
  return { data, actions: buyerActions(o.actor, data.buyer_status, true) };
}

async function fundingDocumentsOf(db: DbOrTx, requestId: number): Promise<BuyerTransactionDocument[]> {
  const rows = await db
    .select({
      id: buyerFundingDocuments.id,
      original_name: storedFiles.original_name,
      size: storedFiles.size,
      created_at: buyerFundingDocuments.created_at,
    })
    .from(buyerFundingDocuments)
    .innerJoin(storedFiles, eq(storedFiles.id, buyerFundingDocuments.file_id))
    .where(and(eq(buyerFundingDocuments.request_id, requestId), isNull(storedFiles.deleted_at)))
    .orderBy(asc(buyerFundingDocuments.id));
  return rows.map((r) => ({
    ...r,
    doc_group: 'FUNDING',
    doc_name: r.original_name,
    signed_date: null,
    created_at: r.created_at.toISOString(),
  }));
}

/** GET /buyer-transactions/{id}/funding-document: the disbursement proofs filed so far. */
export async function getFundingDocuments(o: Read<{ id: number }>): Promise<FundingDocumentsResponse> {
  const request = await loadFundingRequest(o.db, o.actor, o.id);
  if (!request) throw new AppError('NOT_FOUND');
  return { data: await fundingDocumentsOf(o.db, request.id) };
}

/** The stored file of one of the caller's funding documents (download), or 404. */
export function findFundingDocumentFile(o: BuyerFileRequest) {
  return fileOrNotFound(
    o.db
      .select({ file: storedFiles })
      .from(buyerFundingDocuments)
      .innerJoin(buyerFundingRequests, eq(buyerFundingRequests.id, buyerFundingDocuments.request_id))
      .innerJoin(transactions, eq(transactions.id, buyerFundingRequests.trans_id))
      .innerJoin(storedFiles, eq(storedFiles.id, buyerFundingDocuments.file_id))
      .where(buyerFileWhere(o, eq(buyerFundingDocuments.id, o.docId))),
  );
}

/**
 * POST /buyer-transactions/funding-document (multipart: `id` the transaction, then `file`
 * parts): proofs of the payout of an approved funding request, stored as the buyer's files.
 * Only an approved request (buyer code 1) takes them: before approval there is nothing to prove,
 * after the confirmation the record is closed.
 */
export async function uploadFundingDocuments(o: Upload) {
  const { deps, req, ctx } = o;
  const actor = requireActor(ctx);
  const { fields, files, commit } = await receiveUpload(deps, req, fundingDocumentFields);
  if (files.length === 0) throw new AppError('DOCUMENT_REQUIRED');
  return commit(async (tx) => {
    const trans = await loadBuyerTransaction(tx, actor, fields.id);
    const [request] = await tx
      .select({ id: buyerFundingRequests.id })
      .from(buyerFundingRequests)
      .where(eq(buyerFundingRequests.trans_id, fields.id))
      .for('update');
    if (!request) throw new AppError('NOT_FOUND');
    const [locked] = await tx
      .select({ buyer_status: transactions.buyer_status })
      .from(transactions)
      .where(eq(transactions.id, fields.id))
      .for('update');
    if (locked?.buyer_status !== 1) throw new AppError('TRANSITION_NOT_ALLOWED');
    const rows = await recordStaged(tx, ctx, files, { ent_id: trans.buy_id, purpose: 'document' });
    const now = ctx.clock.now();
    await tx
      .insert(buyerFundingDocuments)
      .values(
        rows.map((r) => ({ request_id: request.id, file_id: r.id, created_by: actor.id, created_at: now })),
      );
    await writeAudit(tx, ctx, {
      action: 'buyer_confirmation.upload_funding_document',
      entity: 'buyer_confirmation',
      entityId: fields.id,
      payload: { files: rows.map((r) => r.id) },
    });
    return { data: await fundingDocumentsOf(tx, request.id) };
  });
}
