import type { TransactionDoc } from '@arflow/domain/api/request-transaction';
import { uploadDocsFields } from '@arflow/domain/api/request-transaction';
import { TRANSACTION_WORKFLOW } from '@arflow/domain/workflows/transaction';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { writeAudit } from '../../platform/audit/audit.ts';
import type { Db, Tx } from '../../platform/db/client.ts';
import { applyTransition } from '../../platform/db/transition.ts';
import type { StagedFile } from '../../platform/files/receive.ts';
import { recordStaged } from '../../platform/files/record.ts';
import { receiveUpload } from '../../platform/files/upload.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { type Command, type RequestContext, requireActor, type Upload } from '../../platform/http/context.ts';
import type { ModuleDeps } from '../../platform/http/types.ts';
import { lockInStage } from '../transactions/index.ts';
import type { TransactionDocumentGroup } from '../transactions/transactions.tables.ts';
import { transactionDocuments, transactions } from '../transactions/transactions.tables.ts';
import { loadDocuments, ownTransaction, transactionScope } from './request-transaction.query.ts';

/** Store staged files as documents of a transaction (the caller holds the transaction's lock). */
export async function fileDocuments(
  tx: Tx,
  ctx: RequestContext,
  o: {
    transId: number;
    entId: number;
    files: readonly StagedFile[];
    group: TransactionDocumentGroup;
    signedDate: string;
  },
): Promise<number[]> {
  const rows = await recordStaged(tx, ctx, o.files, { ent_id: o.entId, purpose: 'document' });
  if (rows.length === 0) return [];
  const docs = await tx
    .insert(transactionDocuments)
    .values(
      rows.map((r) => ({
        trans_id: o.transId,
        file_id: r.id,
        doc_group: o.group,
        doc_name: r.original_name,
        signed_date: o.signedDate,
        created_by: ctx.actor?.id ?? null,
        created_at: ctx.clock.now(),
      })),
    )
    .returning({ id: transactionDocuments.id });
  return docs.map((d) => d.id);
}

/**
 * A step of the supplier's own transaction that files documents (multipart: signed_date,
 * doc_group, then `file` parts): the transaction moves by `action` with the files as its
 * documents, which are filed in the same database transaction; `answer` reads the reply.
 * The files' types are read from their bytes; sizes and list size follow the document policy.
 */
export async function stepWithDocuments<T>(
  opts: { deps: ModuleDeps; req: FastifyRequest; ctx: RequestContext; id: number },
  step: {
    action: 'upload_documents' | 'approve_add_doc';
    payload?: (signedDate: string, names: string[]) => unknown;
    answer: (tx: Tx) => Promise<T>;
  },
): Promise<T> {
  const { deps, req, ctx, id } = opts;
  const actor = requireActor(ctx);
  await ownTransaction(deps.db, actor, id);
  const { fields, files, commit } = await receiveUpload(deps, req, uploadDocsFields);
  return commit(async (tx) => {
    const row = await applyTransition(tx, ctx, {
      table: transactions,
      workflow: TRANSACTION_WORKFLOW,
      action: step.action,
      id,
      scope: transactionScope(actor),
      input: { documents: files.map((f) => f.key) },
      payload: step.payload?.(
        fields.signed_date,
        files.map((f) => f.original_name),
      ),
    });
    await fileDocuments(tx, ctx, {
      transId: id,
      entId: row.ent_id,
      files,
      group: fields.doc_group,
      signedDate: fields.signed_date,
    });
    return step.answer(tx);
  });
}

/**
 * POST upload-docs/{transactionId}: the documents of a draft (upload_documents: DRAFT or
 * DOCUMENTS_UPLOADED → DOCUMENTS_UPLOADED).
 */
export function uploadDocs(opts: Upload<{ id: number }>): Promise<{ data: TransactionDoc[] }> {
  return stepWithDocuments(opts, {
    action: 'upload_documents',
    payload: (signed_date, files) => ({ signed_date, files }),
    answer: async (tx) => ({ data: await loadDocuments(tx, opts.id) }),
  });
}

/** GET upload-docs/{transactionId}: the documents of one of the supplier's transactions. */
export async function listDocs(db: Db, ctx: RequestContext, id: number): Promise<{ data: TransactionDoc[] }> {
  await ownTransaction(db, requireActor(ctx), id);
  return { data: await loadDocuments(db, id) };
}

/** POST upload-docs/confirm/{transactionId}: the supplier confirms the listed documents. */
export async function confirmDocs(
  opts: Command<{ id: number; docIds: number[] }>,
): Promise<{ data: TransactionDoc[] }> {
  const { db, ctx, id, docIds } = opts;
  const actor = requireActor(ctx);
  return db.transaction(async (tx) => {
    await lockInStage(tx, id, transactionScope(actor), 'DOCUMENTS_UPLOADED');
    const done = await tx
      .update(transactionDocuments)
      .set({ confirmed: true })
      .where(
        and(
          eq(transactionDocuments.trans_id, id),
          inArray(transactionDocuments.id, docIds),
          isNull(transactionDocuments.deleted_at),
        ),
      )
      .returning({ id: transactionDocuments.id });
    if (done.length !== new Set(docIds).size) throw new AppError('NOT_FOUND');
    await writeAudit(tx, ctx, {
      action: 'transaction.confirm_documents',
      entity: 'transaction',
      entityId: id,
      payload: docIds,
    });
    return { data: await loadDocuments(tx, id) };
  });
}
