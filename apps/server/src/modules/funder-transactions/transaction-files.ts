import type { TransactionFile } from '@arflow/domain/api/funder-transactions';
import {
  transactionUploadFields,
  transactionUploadUpdateFields,
} from '@arflow/domain/api/funder-transactions';
import type { TransactionStage } from '@arflow/domain/statuses/transaction';
import { and, eq, isNull } from 'drizzle-orm';
import { writeAudit } from '../../platform/audit/audit.ts';
import type { UserState } from '../../platform/auth/user-state.ts';
import type { Db, DbOrTx, Tx } from '../../platform/db/client.ts';
import { storedFiles } from '../../platform/files/files.tables.ts';
import type { StagedFile } from '../../platform/files/receive.ts';
import { recordStaged } from '../../platform/files/record.ts';
import { receiveUpload } from '../../platform/files/upload.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { type Read, type RequestContext, requireActor, type Upload } from '../../platform/http/context.ts';
import { documentsOfTransaction } from '../transactions/index.ts';
import {
  type TransactionDocumentGroup,
  transactionDocuments,
  transactions,
} from '../transactions/transactions.tables.ts';
import { loadFunderTransaction, transactionScope } from './funder-transactions.query.ts';

/** A finished transaction's file is history: it is no longer added to, replaced or deleted. */
const LOCKED: readonly TransactionStage[] = ['REJECTED', 'DELETED', 'LIQUIDATED'];

const fileColumns = {
  id: transactionDocuments.id,
  trans_id: transactionDocuments.trans_id,
  doc_group: transactionDocuments.doc_group,
  doc_name: transactionDocuments.doc_name,
  signed_date: transactionDocuments.signed_date,
  file_id: transactionDocuments.file_id,
  file_name: storedFiles.original_name,
  content_type: storedFiles.content_type,
  size: storedFiles.size,
  created_at: transactionDocuments.created_at,
};

/** The live documents of a transaction, of one group or all. */
export async function filesOf(
  db: DbOrTx,
  transId: number,
  group?: TransactionDocumentGroup,
): Promise<TransactionFile[]> {
  const rows = await documentsOfTransaction(
    db,
    transId,
    fileColumns,
    group ? eq(transactionDocuments.doc_group, group) : undefined,
  );
  return rows.map((r) => ({ ...r, created_at: r.created_at.toISOString() }));
}

/** GET …/ca-files, …/contact-files, …/invoice-files, …/other-files. */
export async function listFiles(opts: Read<{ id: number; group: TransactionDocumentGroup }>) {
  if (!(await loadFunderTransaction(opts.db, opts.actor, opts.id))) throw new AppError('NOT_FOUND');
  return { data: await filesOf(opts.db, opts.id, opts.group) };
}

/** The transaction, locked, in the caller's scope and still open to file changes. */
async function openTransaction(tx: Tx, actor: UserState, transId: number) {
  const [t] = await tx
    .select({ id: transactions.id, ent_id: transactions.ent_id, status: transactions.status })
    .from(transactions)
    .where(and(eq(transactions.id, transId), transactionScope(actor)))
    .for('update');
  if (!t) throw new AppError('NOT_FOUND');
  if (LOCKED.includes(t.status)) throw new AppError('DOCUMENT_LOCKED');
  return t;
}

/** Spec §5: a contract or invoice has its signed date before it is uploaded; the CA's own notes need none. */
function checkSignedDate(group: TransactionDocumentGroup, signed: string | undefined, today: string) {
  if ((group === 'CONTRACT' || group === 'INVOICE') && !signed) {
    throw new AppError('VALIDATION', { fields: { signed_date: ['required'] } });
  }
  if (signed && signed > today)
    throw new AppError('VALIDATION', { fields: { signed_date: ['date_not_future'] } });
}

/** Record staged files as documents of one group of a transaction. */
export async function addDocuments(
  tx: Tx,
  ctx: RequestContext,
  o: {
    transId: number;
    entId: number;
    group: TransactionDocumentGroup;
    files: readonly StagedFile[];
    doc_name?: string | null | undefined;
    signed_date?: string | undefined;
  },
): Promise<number[]> {
  const stored = await recordStaged(tx, ctx, o.files, { ent_id: o.entId, purpose: 'document' });
  const now = ctx.clock.now();
  const ids: number[] = [];
  for (const f of stored) {
    const [row] = await tx
      .insert(transactionDocuments)
      .values({
        trans_id: o.transId,
        file_id: f.id,
        doc_group: o.group,
        doc_name: o.doc_name ?? f.original_name,
        signed_date: o.signed_date ?? null,
        confirmed: true,
        created_by: ctx.actor?.id ?? null,
        created_at: now,
      })
      .returning({ id: transactionDocuments.id });
    ids.push(row!.id);
  }
  await writeAudit(tx, ctx, {
    action: 'transaction.file_upload',
    entity: 'transaction',
    entityId: o.transId,
    payload: { group: o.group, documents: ids },
  });
  return ids;
}

/**
 * POST /funder-transactions/upload (one file) and /upload-full (the whole list of a group at
 * once): files checked by the platform's policy (extension and magic bytes, sizes), then filed.
 */
export async function uploadFiles(opts: Upload<{ full: boolean }>): Promise<{ data: TransactionFile[] }> {
  const { deps, req, ctx, full } = opts;
  const actor = requireActor(ctx);
  const { fields, files, commit } = await receiveUpload(deps, req, transactionUploadFields);
  await commit(async (tx) => {
    const t = await openTransaction(tx, actor, fields.trans_id);
    if (files.length === 0 || (!full && files.length !== 1)) {
      throw new AppError('FILE_REQUIRED', { fields: { file: ['required'] } });
    }
    checkSignedDate(fields.doc_group, fields.signed_date, ctx.clock.today());
    await addDocuments(tx, ctx, {
      transId: t.id,
      entId: t.ent_id,
      group: fields.doc_group,
      files,
      doc_name: full ? undefined : fields.doc_name,
      signed_date: fields.signed_date,
    });
  });
  return { data: await filesOf(deps.db, fields.trans_id, fields.doc_group) };
}

/** POST /funder-transactions/upload/update: a new file for a document (name and date may change). */
export async function updateFile(opts: Upload): Promise<{ data: TransactionFile[] }> {
  const { deps, req, ctx } = opts;
  const actor = requireActor(ctx);
  const { fields, files, commit } = await receiveUpload(deps, req, transactionUploadUpdateFields);
  const doc = await commit(async (tx) => {
    const [d] = await tx
      .select()
      .from(transactionDocuments)
      .where(and(eq(transactionDocuments.id, fields.id), isNull(transactionDocuments.deleted_at)));
    if (!d) throw new AppError('NOT_FOUND');
    const t = await openTransaction(tx, actor, d.trans_id);
    if (files.length !== 1) throw new AppError('FILE_REQUIRED', { fields: { file: ['required'] } });
    const signed = fields.signed_date ?? d.signed_date ?? undefined;
    checkSignedDate(d.doc_group, signed, ctx.clock.today());
    const [f] = await recordStaged(tx, ctx, files, { ent_id: t.ent_id, purpose: 'document' });
    await tx
      .update(transactionDocuments)
      .set({ file_id: f!.id, doc_name: fields.doc_name ?? d.doc_name, signed_date: signed ?? null })
      .where(eq(transactionDocuments.id, d.id));
    await writeAudit(tx, ctx, {
      action: 'transaction.file_update',
      entity: 'transaction',
      entityId: d.trans_id,
      payload: { document: d.id, file_id: f!.id },
    });
    return d;
  });
  return { data: await filesOf(deps.db, doc.trans_id, doc.doc_group) };
}

/** DELETE /funder-transactions/upload/{id}: the document leaves the transaction (kept as history). */
export async function deleteFile(opts: { db: Db; ctx: RequestContext; id: number }) {
  const { ctx, id } = opts;
  const actor = requireActor(ctx);
  const doc = await opts.db.transaction(async (tx) => {
    const [d] = await tx
      .select()
      .from(transactionDocuments)
      .where(and(eq(transactionDocuments.id, id), isNull(transactionDocuments.deleted_at)));
    if (!d) throw new AppError('NOT_FOUND');
    await openTransaction(tx, actor, d.trans_id);
    await tx
      .update(transactionDocuments)
      .set({ deleted_at: ctx.clock.now() })
      .where(eq(transactionDocuments.id, id));
    await writeAudit(tx, ctx, {
      action: 'transaction.file_delete',
      entity: 'transaction',
      entityId: d.trans_id,
      payload: { document: id },
    });
    return d;
  });
  return { data: await filesOf(opts.db, doc.trans_id, doc.doc_group) };
}
