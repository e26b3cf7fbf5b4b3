import type { TransactionDetail } from '@arflow/domain/api/request-transaction';
import { TRANSACTION_WORKFLOW } from '@arflow/domain/workflows/transaction';
import { eq } from 'drizzle-orm';
import { applyTransition } from '../../platform/db/transition.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { type Command, requireActor, type Upload } from '../../platform/http/context.ts';
import { documentsOfTransaction, releaseLimits } from '../transactions/index.ts';
import { transactionDocuments, transactions } from '../transactions/transactions.tables.ts';
import { stepWithDocuments } from './documents.ts';
import { releaseReceivables } from './draft.ts';
import { loadTransaction, transactionScope } from './request-transaction.query.ts';

/** POST confirm/{id}: contract confirmation (DOCUMENTS_UPLOADED → CONTRACTS_CONFIRMED), documents confirmed first. */
export async function confirmContracts(opts: Command<{ id: number }>): Promise<TransactionDetail> {
  const { db, ctx, id } = opts;
  const actor = requireActor(ctx);
  return db.transaction(async (tx) => {
    // Another company's transaction is refused by the transition's scope below, before the count is used.
    const docs = await documentsOfTransaction(
      tx,
      id,
      { id: transactionDocuments.id },
      eq(transactionDocuments.confirmed, true),
    );
    await applyTransition(tx, ctx, {
      table: transactions,
      workflow: TRANSACTION_WORKFLOW,
      action: 'confirm_contracts',
      id,
      scope: transactionScope(actor),
    });
    if (docs.length === 0) throw new AppError('DOCUMENT_REQUIRED');
    return (await loadTransaction(tx, actor, id))!;
  });
}

type Refusal = 'reject_transaction' | 'reject_add_doc';

/**
 * The supplier refuses: the transaction before signing (reject_transaction) or a funder's
 * add-document request (reject_add_doc). Its receivables go back to AVAILABLE and whatever it
 * holds of the limits is given back, in the same DB transaction.
 */
export async function refuse(
  opts: Command<{ id: number; reason: string; action: Refusal }>,
): Promise<TransactionDetail> {
  const { db, ctx, id, reason, action } = opts;
  const actor = requireActor(ctx);
  return db.transaction(async (tx) => {
    await applyTransition(tx, ctx, {
      table: transactions,
      workflow: TRANSACTION_WORKFLOW,
      action,
      id,
      scope: transactionScope(actor),
      set: { reason },
      input: { reason },
    });
    await releaseReceivables(tx, ctx, id);
    await releaseLimits(tx, id);
    return (await loadTransaction(tx, actor, id))!;
  });
}

/**
 * POST add-doc-transactions/{id}/approve (multipart: signed_date, doc_group, files): the supplier
 * sends the documents the funder asked for; the review starts again (HOLDING → CREDIT_REVIEW).
 */
export function answerAddDoc(opts: Upload<{ id: number }>): Promise<{ data: TransactionDetail }> {
  const actor = requireActor(opts.ctx);
  return stepWithDocuments(opts, {
    action: 'approve_add_doc',
    answer: async (tx) => ({ data: (await loadTransaction(tx, actor, opts.id))! }),
  });
}
